import { z } from 'zod';
import { route } from './define';
import { ZSectionKind } from '../sections/kinds';
import * as S from './schemas';
import { ZDemographics } from '../results/fair-use';

const ZTemplateId = z.object({ id: z.string().min(1).max(64) });
const ZCandidateId = ZTemplateId.extend({ candidateId: z.string().min(1).max(400) });
const ZToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Invalid link') });

/**
 * Every API route: one entry each. The CDK API, the local API server and the web client are built from this table.
 * Path ids are never trusted for access: handlers check permission on the loaded record.
 */
export const ROUTES = {
  // accounts
  getMe: route({ method: 'GET', path: '/me', context: 'accounts', auth: 'user', summary: 'Current user profile', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZProfile }),
  saveSignupInfo: route({ method: 'PUT', path: '/me/info', context: 'accounts', auth: 'user', summary: 'Sign-up step: your info', params: S.ZEmpty, query: S.ZEmpty, body: S.ZSignupInfo, response: S.ZProfile }),
  saveSignupBranding: route({ method: 'PUT', path: '/me/branding', context: 'accounts', auth: 'user', summary: 'Sign-up step: branding', params: S.ZEmpty, query: S.ZEmpty, body: S.ZSignupBranding, response: S.ZProfile }),
  updateProfile: route({ method: 'PUT', path: '/me/profile', context: 'accounts', auth: 'user', summary: 'My account: profile', params: S.ZEmpty, query: S.ZEmpty, body: S.ZUpdateProfile, response: S.ZProfile }),
  updateCompany: route({ method: 'PUT', path: '/me/company', context: 'accounts', auth: 'user', summary: 'My account: company and branding', params: S.ZEmpty, query: S.ZEmpty, body: S.ZUpdateCompany, response: S.ZProfile }),
  updateCoreValues: route({ method: 'PUT', path: '/me/core-values', context: 'accounts', auth: 'user', summary: 'My account: core values (history keeps the last 20)', params: S.ZEmpty, query: S.ZEmpty, body: S.ZUpdateCoreValues, response: S.ZProfile }),
  createLogoUpload: route({ method: 'POST', path: '/me/logo-upload', context: 'accounts', auth: 'user', summary: 'A presigned upload for a JPG or PNG logo of at most 2 MB', params: S.ZEmpty, query: S.ZEmpty, body: S.ZLogoUploadRequest, response: S.ZLogoUpload }),
  getApiKey: route({ method: 'GET', path: '/me/api-key', context: 'accounts', auth: 'user', summary: 'Whether an API key exists and when it was issued (never the key)', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZApiKeyStatus }),
  createApiKey: route({ method: 'POST', path: '/me/api-key', context: 'accounts', auth: 'user', summary: 'Create or regenerate the API key; shown once, stored as a hash', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZApiKeyCreated }),

  getSignInMethod: route({ method: 'GET', path: '/public/sign-in-method', context: 'accounts', auth: 'public', summary: 'Whether an address signs in with Google or Microsoft (for the login message)', params: S.ZEmpty, query: S.ZSignInMethodQuery, body: S.ZEmpty, response: S.ZSignInMethod }),
  startGuest: route({ method: 'POST', path: '/public/guests', context: 'accounts', auth: 'public', summary: 'Start a guest account: a reserved address and a sign-in pass', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZGuestStart }),
  requestGuestVerification: route({ method: 'POST', path: '/me/guest-verification', context: 'accounts', auth: 'user', summary: 'Guest: e-mail a code to the address to verify', params: S.ZEmpty, query: S.ZEmpty, body: S.ZGuestVerificationRequest, response: S.ZOk }),
  verifyGuest: route({ method: 'POST', path: '/me/guest-verification/confirm', context: 'accounts', auth: 'user', summary: 'Guest: confirm the code; returns a one-time grant to open the verified account', params: S.ZEmpty, query: S.ZEmpty, body: S.ZGuestVerificationConfirm, response: S.ZGuestVerified }),
  startGuestLink: route({ method: 'POST', path: '/me/guest-link', context: 'accounts', auth: 'user', summary: 'Guest: a one-time token to keep the work when verifying with Google or Microsoft', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZGuestLink }),
  completeGuestLink: route({ method: 'POST', path: '/me/guest-link/complete', context: 'accounts', auth: 'user', summary: 'A new Google or Microsoft account takes over the guest work of the token', params: S.ZEmpty, query: S.ZEmpty, body: S.ZGuestLinkComplete, response: S.ZProfile }),

  // teams
  listMyTeams: route({ method: 'GET', path: '/teams', context: 'teams', auth: 'user', summary: 'My teams: personal first, then the shared teams I belong to', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZTeamsList }),
  createTeam: route({ method: 'POST', path: '/teams', context: 'teams', auth: 'user', summary: 'Create a team; the creator is its admin and owner', params: S.ZEmpty, query: S.ZEmpty, body: S.ZCreateTeam, response: S.ZTeamDetail }),
  getTeam: route({ method: 'GET', path: '/teams/{teamId}', context: 'teams', auth: 'user', summary: 'A team and its members (members only)', params: S.ZTeamId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZTeamDetail }),
  updateTeam: route({ method: 'PUT', path: '/teams/{teamId}', context: 'teams', auth: 'user', summary: 'Name, company, colour and logo of a team (admins)', params: S.ZTeamId, query: S.ZEmpty, body: S.ZUpdateTeam, response: S.ZTeamDetail }),
  deleteTeam: route({ method: 'DELETE', path: '/teams/{teamId}', context: 'teams', auth: 'user', summary: 'Delete a team (admins); its assessments become unavailable to members', params: S.ZTeamId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZOk }),
  addTeamMember: route({ method: 'POST', path: '/teams/{teamId}/members', context: 'teams', auth: 'user', summary: 'Invite a member by e-mail (admins)', params: S.ZTeamId, query: S.ZEmpty, body: S.ZAddTeamMember, response: S.ZTeamDetail }),
  changeTeamRole: route({ method: 'PUT', path: '/teams/{teamId}/members/{email}', context: 'teams', auth: 'user', summary: 'Change a member\'s role (admins); one admin always remains', params: S.ZTeamMemberParams, query: S.ZEmpty, body: S.ZChangeTeamRole, response: S.ZTeamDetail }),
  removeTeamMember: route({ method: 'DELETE', path: '/teams/{teamId}/members/{email}', context: 'teams', auth: 'user', summary: 'Remove a member (admins) or leave (yourself)', params: S.ZTeamMemberParams, query: S.ZRemoveMemberQuery, body: S.ZEmpty, response: S.ZOk }),
  switchTeam: route({ method: 'PUT', path: '/me/team', context: 'teams', auth: 'user', summary: 'Switch workspace to a team I belong to, or to personal', params: S.ZEmpty, query: S.ZEmpty, body: S.ZSwitchTeam, response: S.ZProfile }),

  // assessments
  listTemplates: route({ method: 'GET', path: '/templates', context: 'assessments', auth: 'user', summary: 'My assessments', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: z.object({ items: z.array(S.ZTemplateSummary) }) }),
  createTemplate: route({ method: 'POST', path: '/templates', context: 'assessments', auth: 'user', summary: 'Create an assessment draft', params: S.ZEmpty, query: S.ZEmpty, body: S.ZCreateTemplate, response: S.ZTemplateDetail }),
  getTemplate: route({ method: 'GET', path: '/templates/{id}', context: 'assessments', auth: 'user', summary: 'Assessment details', params: ZTemplateId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZTemplateDetail }),
  saveTemplateSection: route({ method: 'PUT', path: '/templates/{id}/sections/{section}', context: 'assessments', auth: 'user', summary: 'Set up a section and answer it as the company', params: ZTemplateId.extend({ section: ZSectionKind }), query: S.ZEmpty, body: S.ZSaveSection, response: S.ZTemplateDetail }),
  updateTemplate: route({ method: 'PATCH', path: '/templates/{id}', context: 'assessments', auth: 'user', summary: 'Change an assessment\'s details or sections (creator only)', params: ZTemplateId, query: S.ZEmpty, body: S.ZUpdateTemplate, response: S.ZTemplateDetail }),
  duplicateTemplate: route({ method: 'POST', path: '/templates/{id}/duplicate', context: 'assessments', auth: 'user', summary: 'Duplicate an assessment into the current workspace', params: ZTemplateId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZTemplateDetail }),
  deleteTemplate: route({ method: 'DELETE', path: '/templates/{id}', context: 'assessments', auth: 'user', summary: 'Delete an assessment (soft; its respondents are flagged)', params: ZTemplateId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZOk }),
  shareTemplate: route({ method: 'POST', path: '/templates/{id}/share', context: 'assessments', auth: 'user', summary: 'Share a personal assessment with a team (creator only); responses move with it', params: ZTemplateId, query: S.ZEmpty, body: S.ZShareTemplate, response: S.ZTemplateDetail }),
  unshareTemplate: route({ method: 'POST', path: '/templates/{id}/unshare', context: 'assessments', auth: 'user', summary: 'Bring a shared assessment back to the personal workspace (creator only)', params: ZTemplateId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZTemplateDetail }),
  publishTemplate: route({ method: 'POST', path: '/templates/{id}/publish', context: 'assessments', auth: 'user', summary: 'Publish an assessment', params: ZTemplateId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZTemplateDetail }),

  // sections
  getSectionContent: route({ method: 'GET', path: '/sections/{section}/content', context: 'sections', auth: 'user', summary: 'Section content in a language, for setup and company answers', params: z.object({ section: ZSectionKind }), query: z.object({ lang: z.enum(['en', 'th', 'es']).default('en') }), body: S.ZEmpty, response: S.ZSectionContent }),

  // results
  listCandidates: route({ method: 'GET', path: '/templates/{id}/candidates', context: 'results', auth: 'user', summary: 'Respondents of an assessment, a page at a time', params: ZTemplateId, query: S.ZPageQuery, body: S.ZEmpty, response: S.ZCandidatePage }),
  listRespondents: route({ method: 'GET', path: '/respondents', context: 'results', auth: 'user', summary: 'Every respondent of the workspace, newest first, a page at a time', params: S.ZEmpty, query: S.ZPageQuery, body: S.ZEmpty, response: S.ZCandidatePage }),
  exportResults: route({ method: 'GET', path: '/templates/{id}/export', context: 'results', auth: 'user', summary: 'Item-level results of an assessment for CSV or JSON, a page at a time', params: ZTemplateId, query: S.ZPageQuery, body: S.ZEmpty, response: S.ZExportPage }),
  getGroupAnalytics: route({ method: 'GET', path: '/templates/{id}/analytics', context: 'results', auth: 'user', summary: 'Group analytics of an assessment, from its kept aggregate', params: ZTemplateId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZGroupAnalytics }),
  listShareLinks: route({ method: 'GET', path: '/templates/{id}/candidates/{candidateId}/share-links', context: 'results', auth: 'user', summary: 'Share links of a respondent\'s result', params: ZCandidateId, query: S.ZEmpty, body: S.ZEmpty, response: z.object({ items: z.array(S.ZShareLink) }) }),
  createShareLink: route({ method: 'POST', path: '/templates/{id}/candidates/{candidateId}/share-links', context: 'results', auth: 'user', summary: 'Share a respondent\'s result at a viewing level', params: ZCandidateId, query: S.ZEmpty, body: S.ZCreateShareLink, response: S.ZShareLink }),
  revokeShareLink: route({ method: 'DELETE', path: '/templates/{id}/candidates/{candidateId}/share-links/{token}', context: 'results', auth: 'user', summary: 'Revoke a share link', params: ZCandidateId.extend({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) }), query: S.ZEmpty, body: S.ZEmpty, response: S.ZOk }),
  getSampleResult: route({ method: 'GET', path: '/sample/result', context: 'results', auth: 'user', summary: 'The sample report, built from sample data and never stored', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZSharedResult }),
  getSharedResult: route({ method: 'GET', path: '/shared/results/{token}', context: 'results', auth: 'public', summary: 'A shared result, at the link\'s viewing level', params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Invalid link') }), query: S.ZEmpty, body: S.ZEmpty, response: S.ZSharedResult }),
  sendCandidateResults: route({ method: 'POST', path: '/templates/{id}/candidates/{candidateId}/send-results', context: 'results', auth: 'user', summary: 'E-mail a completed respondent their results', params: ZCandidateId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZCandidateRow }),
  rateCandidate: route({ method: 'PUT', path: '/templates/{id}/candidates/{candidateId}/rating', context: 'results', auth: 'user', summary: 'Your rating of a respondent, 1 to 5 or none', params: ZCandidateId, query: S.ZEmpty, body: S.ZRateCandidate, response: S.ZCandidateRow }),
  resetCandidate: route({ method: 'POST', path: '/templates/{id}/candidates/{candidateId}/reset', context: 'results', auth: 'user', summary: 'Clear a respondent\'s results so they take it again (back to INVITED)', params: ZCandidateId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZCandidateRow }),
  getCandidateResult: route({ method: 'GET', path: '/templates/{id}/candidates/{candidateId}', context: 'results', auth: 'user', summary: 'One respondent result', params: ZCandidateId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZCandidateResult }),

  // credits: quota, plans and payments (coupons and referral follow)
  getQuotaLine: route({ method: 'GET', path: '/me/quota', context: 'credits', auth: 'user', summary: 'Credits the current workspace can spend (the account menu line)', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZQuotaLine }),
  getBilling: route({ method: 'GET', path: '/billing', context: 'credits', auth: 'user', summary: 'My plan, credits, movements and payments', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZBilling }),
  createCheckout: route({ method: 'POST', path: '/billing/checkout', context: 'credits', auth: 'user', summary: 'Start a Stripe Checkout for a pack, pay as you go or a subscription', params: S.ZEmpty, query: S.ZEmpty, body: S.ZCheckoutRequest, response: S.ZRedirect }),
  getCheckoutResult: route({ method: 'GET', path: '/billing/checkout/{sessionId}', context: 'credits', auth: 'user', summary: 'The payment of a checkout, once its webhook has landed', params: S.ZCheckoutId, query: S.ZEmpty, body: S.ZEmpty, response: S.ZCheckoutResult }),
  createBillingPortal: route({ method: 'POST', path: '/billing/portal', context: 'credits', auth: 'user', summary: 'Open the Stripe Billing Portal for my subscription', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZRedirect }),
  cancelSubscription: route({ method: 'POST', path: '/billing/unsubscribe', context: 'credits', auth: 'user', summary: 'Unsubscribe: the plan runs to the end of its period, then stops', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZBilling }),
  stripeWebhook: route({ method: 'POST', path: '/public/stripe/webhook', context: 'credits', auth: 'public', summary: 'Stripe events (signature verified on the raw body; idempotent by event)', params: S.ZEmpty, query: S.ZEmpty, body: S.ZStripeEvent, response: S.ZOk }),
  redeemCoupon: route({ method: 'POST', path: '/billing/coupons', context: 'credits', auth: 'user', summary: 'Redeem a coupon code: its credits go to my own quota, once per user', params: S.ZEmpty, query: S.ZEmpty, body: S.ZCouponInput, response: S.ZCouponRedeemed }),
  // credits: refer a friend (spec part 1 §2 /account/refer-a-friend, l/:referralCode, join?:referralCode; part 2 §5, §9.2)
  getReferralLink: route({ method: 'GET', path: '/referrals/link', context: 'credits', auth: 'user', summary: 'My personal referral link, created on first request', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZReferralLink }),
  listReferrals: route({ method: 'GET', path: '/referrals', context: 'credits', auth: 'user', summary: 'The friends I referred, newest first, with status and credits earned', params: S.ZEmpty, query: S.ZEmpty, body: S.ZEmpty, response: S.ZReferralList }),
  inviteReferral: route({ method: 'POST', path: '/referrals', context: 'credits', auth: 'user', summary: 'Invite a friend by e-mail with my referral link', params: S.ZEmpty, query: S.ZEmpty, body: S.ZReferralInviteBody, response: S.ZReferralRow }),
  claimReferral: route({ method: 'POST', path: '/me/referral', context: 'credits', auth: 'user', summary: 'A new account claims the referral link it followed before signing up', params: S.ZEmpty, query: S.ZEmpty, body: S.ZReferralClaimBody, response: S.ZReferralInviter }),
  resolveReferral: route({ method: 'GET', path: '/public/referrals/{code}', context: 'credits', auth: 'public', summary: 'Who invited you, for a referral link (sign-up page)', params: S.ZReferralCodeParams, query: S.ZEmpty, body: S.ZEmpty, response: S.ZReferralInviter }),

  // respondents: invitations (employer), then the public test link and candidate token
  inviteCandidates: route({ method: 'POST', path: '/templates/{id}/invitations', context: 'respondents', auth: 'user', summary: 'Invite people by e-mail (one, bulk or advanced); the same address again gets a reminder', params: ZTemplateId, query: S.ZEmpty, body: S.ZInviteCandidates, response: S.ZInviteOutcome }),
  getPublicLink: route({ method: 'GET', path: '/public/links/{code}', context: 'respondents', auth: 'public', summary: 'What a public test link shows before registration', params: z.object({ code: z.string().min(5).max(20) }), query: S.ZEmpty, body: S.ZEmpty, response: S.ZPublicLink }),
  registerRespondent: route({ method: 'POST', path: '/public/links/{code}/register', context: 'respondents', auth: 'public', summary: 'Register on a public link; returns the access token', params: z.object({ code: z.string().min(5).max(20) }), query: S.ZEmpty, body: S.ZRegisterRespondent, response: S.ZRegistrationResult }),
  getRespondentTest: route({ method: 'GET', path: '/respondent/{token}', context: 'respondents', auth: 'candidate', summary: 'Open the test (INVITED -> TODO)', params: ZToken, query: z.object({ lang: z.string().max(10).optional(), item_lang: z.string().max(10).optional() }), body: S.ZEmpty, response: S.ZRespondentTest }),
  startSection: route({ method: 'POST', path: '/respondent/{token}/sections/{section}/start', context: 'respondents', auth: 'candidate', summary: 'Start a timed section (TODO -> IN_PROGRESS)', params: ZToken.extend({ section: ZSectionKind }), query: S.ZEmpty, body: S.ZEmpty, response: S.ZRespondentTest }),
  saveAnswers: route({ method: 'PUT', path: '/respondent/{token}/sections/{section}/answers', context: 'respondents', auth: 'candidate', summary: 'Save answers of a section (idempotent)', params: ZToken.extend({ section: ZSectionKind }), query: S.ZEmpty, body: S.ZSaveAnswers, response: S.ZOk }),
  saveComment: route({ method: 'PUT', path: '/respondent/{token}/sections/{section}/comment', context: 'respondents', auth: 'candidate', summary: 'Save a comment on a running section (idempotent)', params: ZToken.extend({ section: ZSectionKind }), query: S.ZEmpty, body: S.ZSaveComment, response: S.ZOk }),
  saveDemographics: route({ method: 'PUT', path: '/respondent/{token}/demographics', context: 'respondents', auth: 'candidate', summary: 'Voluntary equal-opportunity answers after finishing (never scored)', params: ZToken, query: S.ZEmpty, body: ZDemographics, response: S.ZOk }),
  completeSection: route({ method: 'POST', path: '/respondent/{token}/sections/{section}/complete', context: 'respondents', auth: 'candidate', summary: 'Close a section', params: ZToken.extend({ section: ZSectionKind }), query: S.ZEmpty, body: S.ZSaveAnswers, response: S.ZRespondentTest }),
  finishTest: route({ method: 'POST', path: '/respondent/{token}/finish', context: 'respondents', auth: 'candidate', summary: 'Finish the test (-> COMPLETED), score it', params: ZToken, query: S.ZEmpty, body: S.ZEmpty, response: S.ZOk }),
} as const;

export type RouteId = keyof typeof ROUTES;
export type RouteOf<K extends RouteId> = (typeof ROUTES)[K];
