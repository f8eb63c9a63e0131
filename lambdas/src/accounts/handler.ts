import { contextRouter } from '../http/context-router';
import { getMe } from './api/get-me';
import { saveSignupInfo } from './api/save-signup-info';
import { saveSignupBranding } from './api/save-signup-branding';
import { updateProfile } from './api/update-profile';
import { updateLanguage } from './api/update-language';
import { finishGuidedTour, restartGuidedTour } from './api/finish-guided-tour';
import { updateCompany } from './api/update-company';
import { createLogoUpload } from './api/create-logo-upload';
import { createApiKey, getApiKey } from './api/api-key';
import { completeGuestLink, requestGuestVerification, startGuest, startGuestLink, verifyGuest } from './api/guest';
import { getSignInMethod } from './api/sign-in-method';
import { unlockSignIn } from './api/unlock-sign-in';
import { updateCoreValues } from './api/update-core-values';

export const handler = contextRouter('accounts', {
  getMe,
  saveSignupInfo,
  saveSignupBranding,
  updateProfile,
  updateLanguage,
  finishGuidedTour,
  restartGuidedTour,
  updateCompany,
  createLogoUpload,
  getApiKey,
  createApiKey,
  startGuest,
  requestGuestVerification,
  verifyGuest,
  getSignInMethod,
  unlockSignIn,
  startGuestLink,
  completeGuestLink,
  updateCoreValues,
});
