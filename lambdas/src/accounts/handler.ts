import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'accounts',
  () => import('@shared/routes/accounts-routes').then((m) => m.ACCOUNTS_ROUTES),
  {
    openAccount: () => import('./api/open-account').then((m) => m.openAccount),
    getMe: () => import('./api/get-me').then((m) => m.getMe),
    saveSignupInfo: () => import('./api/save-signup-info').then((m) => m.saveSignupInfo),
    // The sample assessment is the results context's; it is handed in here (docs/boundaries.md "Lambda entries wire").
    saveSignupBranding: () =>
      Promise.all([import('../results'), import('./sign-up-steps'), import('./api/save-signup-branding')]).then(
        ([results, steps, m]) => {
          steps.provideSampleSeeder(results.seedSampleAssessment);
          return m.saveSignupBranding;
        },
      ),
    updateProfile: () => import('./api/update-profile').then((m) => m.updateProfile),
    updateLanguage: () => import('./api/update-language').then((m) => m.updateLanguage),
    finishGuidedTour: () => import('./api/finish-guided-tour').then((m) => m.finishGuidedTour),
    restartGuidedTour: () => import('./api/finish-guided-tour').then((m) => m.restartGuidedTour),
    dismissNotice: () => import('./api/dismiss-notice').then((m) => m.dismissNotice),
    updatePrivacy: () => import('./api/update-privacy').then((m) => m.updatePrivacy),
    // The other contexts' part of the deletion is handed in here (docs/boundaries.md "Lambda entries wire").
    deleteAccount: () =>
      Promise.all([import('../results'), import('./account-deletion'), import('./api/delete-account')]).then(
        ([results, deletion, m]) => {
          deletion.provideAccountWorkEraser(results.eraseAccountWork);
          return m.deleteAccount;
        },
      ),
    updateCompany: () => import('./api/update-company').then((m) => m.updateCompany),
    createLogoUpload: () => import('./api/create-logo-upload').then((m) => m.createLogoUpload),
    createPhotoUpload: () => import('./api/create-photo-upload').then((m) => m.createPhotoUpload),
    updatePhoto: () => import('./api/update-photo').then((m) => m.updatePhoto),
    getApiKey: () => import('./api/api-key').then((m) => m.getApiKey),
    createApiKey: () => import('./api/api-key').then((m) => m.createApiKey),
    startGuest: () => import('./api/guest').then((m) => m.startGuest),
    requestGuestVerification: () => import('./api/guest').then((m) => m.requestGuestVerification),
    verifyGuest: () => import('./api/guest').then((m) => m.verifyGuest),
    getSignInMethod: () => import('./api/sign-in-method').then((m) => m.getSignInMethod),
    unlockSignIn: () => import('./api/unlock-sign-in').then((m) => m.unlockSignIn),
    startGuestLink: () => import('./api/guest').then((m) => m.startGuestLink),
    completeGuestLink: () => import('./api/guest').then((m) => m.completeGuestLink),
    updateCoreValues: () => import('./api/update-core-values').then((m) => m.updateCoreValues),
    getNotificationSettings: () => import('./api/notification-settings').then((m) => m.getNotificationSettings),
    updateNotificationSettings: () => import('./api/notification-settings').then((m) => m.updateNotificationSettings),
    unsubscribeNotifications: () => import('./api/notification-settings').then((m) => m.unsubscribeNotifications),
  },
  () => import('../assessments/identity').then((m) => m.accountIdentity),
);
