import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteId } from '@shared/routes';
import { db } from '../../lambdas/src/db/service';
import { createCoupon } from '../../lambdas/src/credits/coupons';
import { emailKey } from '@shared/accounts/email';
import { invoke, type CallResult } from '../support/invoke';

/**
 * Who may call which route: every API route of the route table × every role, each its own test, asserting
 * allowed or denied through the real context Lambdas against DynamoDB Local.
 *
 * The expectations in EXPECTED are written by hand from the spec's rules (spec part 1 §5, §6; part 2 §6), never
 * computed with the permission functions under test:
 * - anyone signed in works on their own account, teams list, assessments list, sample report and section content;
 * - only the creator edits, publishes, deletes, shares and unshares an assessment ('Forbidden' for the others);
 * - the members of the team an assessment is shared with see it, duplicate it and work with its respondents and
 *   results (rate, reset, send results, share links, invite, export, analytics);
 * - admins manage the team (edit, delete, add members, change roles); members see it; a member may leave it;
 * - strangers see nothing: another account's ids read as 404 not found; a guest (spec part 1 §4, §6: a limited,
 *   unverified account) works on its own things like anyone signed in and is a stranger to everyone else's;
 *   only a guest may ask to verify, and only a verified account may take over a guest's work;
 * - public routes are open to everyone; respondent routes open only with the respondent's own token.
 *
 * Allowed: the call is not refused for identity or permission (not 401, 403 or 404); each row carries a valid
 * sample, so an allowed call must succeed (2xx) unless the row names a business refusal for that role.
 * Denied: 401, 403 or 404; a stranger refused on a route naming a record in its path gets 404 (another account's
 * ids are never revealed).
 *
 * A route added to ROUTES without a row here fails "every route in ROUTES has a row in EXPECTED".
 */

// A fixture is a few dozen requests that mostly wait on DynamoDB Local: ten at once keep the file near a minute.
vi.setConfig({ maxConcurrency: 10 });

const ROLES = ['visitor', 'guest', 'creator', 'admin', 'member', 'stranger', 'respondent'] as const;
type Role = (typeof ROLES)[number];

type Claims = { sub: string; email: string };

/**
 * One assessment and the people around it, all fresh: the creator published a values_and_traits assessment,
 * invited one respondent, created team T (admin and owner) with a second admin and a plain member, and shared
 * the assessment with T. Admin and member work in T (visibility follows the current workspace); the creator
 * stays in the personal workspace, where an assessment they shared away is still listed.
 */
interface Fixture {
  creator: Claims;
  admin: Claims;
  member: Claims;
  stranger: Claims;
  /** A guest account (reserved guest address), in no team. */
  guest: Claims;
  teamId: string;
  templateId: string;
  publicCode: string;
  /** The respondent's opaque id, as listCandidates gives it. */
  candidateId: string;
  /** The respondent's personal access token (their link). */
  respondentToken: string;
  /** The address the respondent was invited at. */
  respondentEmail: string;
  /** A well-formed token nobody was given: what anyone without the respondent's link can present. */
  madeUpToken: string;
  /** A manager-level share link of the respondent's result. */
  shareToken: string;
  /** A manager-level group results link of the assessment. */
  groupToken: string;
  /** The personal referral code of an account outside the roles, so every verified role may claim it. */
  referralCode: string;
  /** A checkout the creator started (its payment is the creator's). */
  sessionId: string;
  /** A toolbox generator run of the creator's (written directly: reading it needs no generation). */
  toolboxRunId: string;
  /** A webhook endpoint of T and one delivery of it (written directly: nothing is sent for them). */
  webhookEndpointId: string;
  webhookDeliveryId: string;
}

/** What a role brings to a call: verified Cognito claims (signed-in roles) and a respondent token (only the respondent's is real). */
interface Caller {
  claims?: Claims;
  token: string;
}

function callerOf(fx: Fixture, role: Role): Caller {
  if (role === 'visitor') return { token: fx.madeUpToken };
  if (role === 'respondent') return { token: fx.respondentToken };
  return { claims: fx[role], token: fx.madeUpToken };
}

/** How far the respondent has got when a route is called; an allowed call needs some routes' preconditions. */
type Stage = 'invited' | 'opened' | 'started' | 'answered' | 'completed';

interface Row {
  allow: readonly Role[];
  params?: (fx: Fixture, who: Caller) => Record<string, string>;
  query?: Record<string, string>;
  body?: (fx: Fixture) => unknown;
  /** The respondent's stage the fixture is built at (default: invited). */
  stage?: Stage;
  /** An allowed role refused for a business reason (not identity or permission); each use says why. */
  business?: Partial<Record<Role, number>>;
}

const EVERYONE = ROLES;
const SIGNED_IN = ['guest', 'creator', 'admin', 'member', 'stranger'] as const;
/** Verified accounts: what a guest is not (guest verification routes). */
const VERIFIED = ['creator', 'admin', 'member', 'stranger'] as const;
/** Sees the shared assessment: its creator and the members of the team it is shared with. */
const SEES_IT = ['creator', 'admin', 'member'] as const;
const TEAM_ADMINS = ['creator', 'admin'] as const;
const CREATOR = ['creator'] as const;
const RESPONDENT = ['respondent'] as const;

const COMPANY = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};
const SECTION = 'values_and_traits';

const uid = () => randomUUID().slice(0, 8);
/** A coupon with uses to spare: every signed-in role redeems it once (each fixture's accounts are fresh). */
const COUPON = `PERMS-${uid()}`.toUpperCase();
beforeAll(async () => {
  const expiry = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
  await createCoupon(
    {
      code: COUPON,
      name: 'Permissions',
      credit: 1,
      usage_limit: 1000,
      expiry_date: expiry,
      creator: 'ops@example.com',
    },
    new Date(),
  );
});
/** One stored analyzer run for the read route (written directly: reading it needs no workflow). */
let analyzerRunId = '';
beforeAll(async () => {
  analyzerRunId = randomBytes(32).toString('base64url');
  const at = new Date().toISOString();
  await db()
    .entities.analyzerRun.create({
      runId: analyzerRunId,
      values: ['Integrity'],
      language: 'en',
      status: 'finished',
      created_at: at,
      updated_at: at,
    })
    .go();
});
const analyzerStart = () => ({ runId: randomBytes(32).toString('base64url'), values: ['Integrity'], language: 'en' });
/** A valid Generate of the job post generator, a new run each time (spec part 2 §9.1: 1 credit; accounts start with 5). */
const toolboxRun = () => ({
  runId: randomUUID(),
  generator: 'job_post',
  language: 'en',
  inputs: { title: 'Support lead', company: 'Matrix Ltd', employmentType: 'full_time' },
});
async function ownToolboxRun(owner: Claims): Promise<string> {
  const runId = randomUUID();
  const at = new Date().toISOString();
  await db()
    .entities.toolboxRun.create({
      runId,
      emailKey: emailKey(owner.email),
      generator: 'job_post',
      language: 'en',
      inputs: { title: 'Support lead' },
      title: 'Support lead',
      status: 'finished',
      text: '## About us',
      created_at: at,
      updated_at: at,
    })
    .go();
  return runId;
}
/** An endpoint of T that refuses connections (the discard port on loopback, allowed on the local stack). */
const WEBHOOK_URL = 'http://127.0.0.1:9/hook';
async function teamWebhook(teamId: string, creator: Claims): Promise<{ endpointId: string; deliveryId: string }> {
  const at = new Date().toISOString();
  const endpointId = `we_${uid()}${uid()}`;
  const deliveryId = `${Date.now().toString(36)}-${uid()}`;
  await db()
    .entities.webhookEndpoint.create({
      team_id: teamId,
      endpoint_id: endpointId,
      url: WEBHOOK_URL,
      events: ['respondent.completed'],
      secret: `whsec_${uid()}`,
      created_by: creator.sub,
      created_at: at,
    })
    .go();
  await db()
    .entities.webhookDelivery.create({
      team_id: teamId,
      delivery_id: deliveryId,
      endpoint_id: endpointId,
      event: 'respondent.completed',
      event_id: `evt_${uid()}`,
      test: true,
      body: '{}',
      status: 'failed',
      attempts: 1,
      created_at: at,
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    })
    .go();
  return { endpointId, deliveryId };
}
const assessment = (fx: Fixture) => ({ id: fx.templateId });
const respondentRow = (fx: Fixture) => ({ id: fx.templateId, candidateId: fx.candidateId });
const team = (fx: Fixture) => ({ teamId: fx.teamId });
const ownToken = (_fx: Fixture, who: Caller) => ({ token: who.token });
const ownSection = (_fx: Fixture, who: Caller) => ({ token: who.token, section: SECTION });

/** Written by hand from the rules above. */
const EXPECTED: Record<RouteId, Row> = {
  // accounts: every signed-in user works on their own account
  getMe: { allow: SIGNED_IN },
  openAccount: { allow: SIGNED_IN },
  saveSignupInfo: { allow: SIGNED_IN, body: () => ({ firstName: 'Pat', lastName: 'Lee', companyName: 'Acme' }) },
  saveSignupBranding: { allow: SIGNED_IN, body: () => ({ color: '#123456' }) },
  updateLanguage: { allow: SIGNED_IN, body: () => ({ lang: 'th' }) },
  finishGuidedTour: { allow: SIGNED_IN, body: () => ({ tour: 'create' }) },
  restartGuidedTour: { allow: SIGNED_IN },
  dismissNotice: { allow: SIGNED_IN },
  updateProfile: { allow: SIGNED_IN, body: () => ({ firstName: 'Pat', lastName: 'Lee', jobTitle: 'Recruiter' }) },
  updatePrivacy: { allow: SIGNED_IN, body: () => ({ sendFreeStuff: true, retentionMonths: 12 }) },
  // Every signed-in caller may delete their own account; the fixture's accounts must stay, so the row types a
  // confirmation that is neither the address nor DELETE (ACCOUNT_DELETE_CONFIRMATION, 422) (privacy.test deletes).
  deleteAccount: {
    allow: SIGNED_IN,
    body: () => ({ confirm: 'not yet' }),
    business: { guest: 422, creator: 422, admin: 422, member: 422, stranger: 422 },
  },
  updateCompany: { allow: SIGNED_IN, body: () => ({ companyName: 'Acme', typeOfOrg: 'technology', color: '#123456' }) },
  createLogoUpload: { allow: SIGNED_IN, body: () => ({ mime: 'image/png', size: 1000 }) },
  createPhotoUpload: { allow: SIGNED_IN, body: () => ({ mime: 'image/png', size: 1000 }) },
  // '' removes the photo: allowed for every signed-in caller, and changes nothing for one without a photo.
  updatePhoto: { allow: SIGNED_IN, body: () => ({ photoKey: '' }) },
  getApiKey: { allow: SIGNED_IN },
  createApiKey: { allow: SIGNED_IN },
  // Sign-in method lookup for the login message is public.
  // Guest accounts: anyone may start one; verifying is for a signed-in guest. None of the roles here is a guest:
  // they pass sign-in and are told 'This account is already verified.' (NOT_A_GUEST, 409), a business refusal.
  getSignInMethod: { allow: EVERYONE, query: { email: 'who-asks@example.com' } },
  startGuest: { allow: EVERYONE },
  // A made-up unlock link is refused for everyone with 'This link is not valid any more…' (SIGN_IN_LINK_INVALID, 410).
  unlockSignIn: {
    allow: EVERYONE,
    body: () => ({ token: `made-up-${uid()}`.padEnd(43, 'x'), device: `browser-${uid()}` }),
    business: { visitor: 410, guest: 410, creator: 410, admin: 410, member: 410, stranger: 410, respondent: 410 },
  },
  requestGuestVerification: {
    allow: SIGNED_IN,
    body: () => ({ email: `verify-${uid()}@example.com` }),
    business: { creator: 409, admin: 409, member: 409, stranger: 409 },
  },
  updateCoreValues: { allow: SIGNED_IN, body: () => ({ coreValues: ['Integrity', 'Courage'] }) },
  getNotificationSettings: { allow: SIGNED_IN },
  updateNotificationSettings: { allow: SIGNED_IN, body: () => ({ completionMail: 'digest', mutedAssessments: [] }) },
  // A made-up unsubscribe link is refused for everyone with UNSUBSCRIBE_LINK_INVALID (410).
  unsubscribeNotifications: {
    allow: EVERYONE,
    body: () => ({ token: `${Buffer.from(`nobody-${uid()}`).toString('base64url')}.${'x'.repeat(43)}` }),
    business: { visitor: 410, guest: 410, creator: 410, admin: 410, member: 410, stranger: 410, respondent: 410 },
  },
  startGuestLink: { allow: SIGNED_IN, business: { creator: 409, admin: 409, member: 409, stranger: 409 } },
  // A made-up hand-over token: signed-in accounts pass sign-in and are told the verification expired (410).
  // A guest cannot take over another guest's work ('This account is already verified.' is for the other way round: 409).
  completeGuestLink: {
    allow: SIGNED_IN,
    body: () => ({ token: `made-up-token-${uid()}` }),
    business: { guest: 409, creator: 410, admin: 410, member: 410, stranger: 410 },
  },
  // The guest presents a code nobody sent it: 'Invalid email or OTP' (401), so it is denied here; the verified
  // accounts pass sign-in and are told they are not guests (409).
  verifyGuest: {
    allow: VERIFIED,
    body: () => ({ email: `verify-${uid()}@example.com`, pin: '123456' }),
    business: { creator: 409, admin: 409, member: 409, stranger: 409 },
  },

  // teams: admins manage T, members see it, strangers cannot find it
  listMyTeams: { allow: SIGNED_IN },
  createTeam: { allow: SIGNED_IN, body: () => ({ name: 'Another crew', color: '#224466' }) },
  getTeam: { allow: SEES_IT, params: team },
  updateTeam: {
    allow: TEAM_ADMINS,
    params: team,
    body: () => ({ name: 'Renamed crew', companyName: 'Renamed Ltd', color: '#336699' }),
  },
  deleteTeam: { allow: TEAM_ADMINS, params: team },
  addTeamMember: { allow: TEAM_ADMINS, params: team, body: () => ({ email: `newcomer-${uid()}@example.com` }) },
  // Only the invited address answers an invitation: everyone else, members included, has none (404).
  acceptTeamInvitation: { allow: [], params: team },
  declineTeamInvitation: { allow: [], params: team },
  // Only the owner (the creator) offers the team, to another active member.
  offerTeamOwnership: { allow: CREATOR, params: team, body: (fx) => ({ email: fx.member.email }) },
  // Nobody has been offered the team in the fixture: 'This team has not been offered to you.' (404) for all.
  acceptTeamOwnership: { allow: [], params: team },
  changeTeamRole: {
    allow: TEAM_ADMINS,
    params: (fx) => ({ teamId: fx.teamId, email: fx.member.email }),
    body: () => ({ role: 'admin' }),
  },
  // The member named in the path is the plain member: admins remove them, and they may leave themselves.
  removeTeamMember: {
    allow: [...TEAM_ADMINS, 'member'],
    params: (fx) => ({ teamId: fx.teamId, email: fx.member.email }),
  },
  switchTeam: { allow: SEES_IT, body: (fx) => ({ teamId: fx.teamId }) },
  // The current workspace's audit log: admin works in T (an admin reads it); the member works in T and is refused
  // (403); everyone else reads their own personal workspace's log.
  listAuditLog: { allow: ['guest', 'creator', 'admin', 'stranger'] },
  // Webhooks of T (docs/webhooks.md): its admins manage them; a member is refused, strangers cannot find T.
  listWebhooks: { allow: TEAM_ADMINS, params: team },
  createWebhook: {
    allow: TEAM_ADMINS,
    params: team,
    body: () => ({ url: WEBHOOK_URL, events: ['respondent.completed'] }),
  },
  deleteWebhook: { allow: TEAM_ADMINS, params: (fx) => ({ teamId: fx.teamId, endpointId: fx.webhookEndpointId }) },
  sendWebhookTest: { allow: TEAM_ADMINS, params: (fx) => ({ teamId: fx.teamId, endpointId: fx.webhookEndpointId }) },
  redeliverWebhook: {
    allow: TEAM_ADMINS,
    params: (fx) => ({ teamId: fx.teamId, deliveryId: fx.webhookDeliveryId }),
  },
  getGreenhouse: { allow: TEAM_ADMINS, params: team },
  // No Greenhouse stand-in answers in this test (GREENHOUSE_AUTH_URL names the unstarted web server): the credential
  // cannot be checked, so the roles allowed are told Greenhouse could not be reached (502); the connector's own test
  // (greenhouse.test.ts) connects through the stand-in.
  connectGreenhouse: {
    allow: TEAM_ADMINS,
    params: team,
    body: () => ({ client_id: 'client', client_secret: 'secret', user_id: '42' }),
    business: { creator: 502, admin: 502 },
  },
  disconnectGreenhouse: { allow: TEAM_ADMINS, params: team },

  // assessments: anyone lists and creates their own; the shared one is seen and duplicated by T, changed only by its creator
  listTemplates: { allow: SIGNED_IN },
  createTemplate: {
    allow: SIGNED_IN,
    body: () => ({ form_name: 'Fresh draft', sections: [SECTION], type_of_org: 'technology' }),
  },
  getTemplate: { allow: SEES_IT, params: assessment },
  saveTemplateSection: {
    allow: CREATOR,
    params: (fx) => ({ id: fx.templateId, section: SECTION }),
    body: () => ({ company_answers: COMPANY }),
  },
  updateTemplate: { allow: CREATOR, params: assessment, body: () => ({ form_name: 'Renamed' }) },
  duplicateTemplate: { allow: SEES_IT, params: assessment },
  deleteTemplate: { allow: CREATOR, params: assessment },
  shareTemplate: {
    allow: CREATOR,
    params: assessment,
    body: (fx) => ({ teamId: fx.teamId }),
    // The assessment is already shared with T (so that T's members can see it and the creator check is what
    // stops them): the creator passes the permission check and is refused only because it is no longer personal.
    business: { creator: 422 },
  },
  unshareTemplate: { allow: CREATOR, params: assessment },
  // Already published: the creator gets it back as it is.
  publishTemplate: { allow: CREATOR, params: assessment },
  // AI-assisted setup is the creator's, like saving a section. It builds a draft: on the published fixture the creator
  // passes the permission check and is told the status does not allow it (409), a business refusal.
  setupTemplateWithAi: { allow: CREATOR, params: assessment, business: { creator: 409 } },
  // Nothing of the fixture waits for review: accepting changes nothing and returns the assessment.
  acceptAiSetup: { allow: CREATOR, params: (fx) => ({ id: fx.templateId, section: SECTION }) },
  // Everyone signed in reads and runs their own first-assessment request (none was asked for here: NONE).
  getOnboarding: { allow: SIGNED_IN },
  runOnboarding: { allow: SIGNED_IN },

  // sections
  getSectionContent: { allow: SIGNED_IN, params: () => ({ section: SECTION }) },

  // results: everyone who sees the assessment works with its respondents and results
  listCandidates: { allow: SEES_IT, params: assessment },
  listRespondents: { allow: SIGNED_IN },
  exportResults: { allow: SEES_IT, params: assessment },
  getGroupAnalytics: { allow: SEES_IT, params: assessment },
  getExperienceFeedback: { allow: SEES_IT, params: assessment },
  listShareLinks: { allow: SEES_IT, params: respondentRow },
  createShareLink: { allow: SEES_IT, params: respondentRow, body: () => ({ role: 'candidate' }) },
  revokeShareLink: {
    allow: SEES_IT,
    params: (fx) => ({ id: fx.templateId, candidateId: fx.candidateId, token: fx.shareToken }),
  },
  getSampleResult: { allow: SIGNED_IN },
  // Public: the share link's token is the credential, whoever holds it.
  getSharedResult: { allow: EVERYONE, params: (fx) => ({ token: fx.shareToken }) },
  // Group results links open a whole group's results: its creator and the team's admins make and revoke them; a
  // plain member who sees the assessment is told it may not (an empty list, 'Forbidden' on a write).
  listGroupShareLinks: { allow: SEES_IT, params: assessment },
  createGroupShareLink: {
    allow: TEAM_ADMINS,
    params: assessment,
    body: () => ({ role: 'candidate', expires_in_days: 7 }),
  },
  revokeGroupShareLink: {
    allow: TEAM_ADMINS,
    params: (fx) => ({ id: fx.templateId, token: fx.groupToken }),
  },
  getSharedGroup: { allow: EVERYONE, params: (fx) => ({ token: fx.groupToken }) },
  // A respondent's "your data" link: the e-mailed code is the credential, so a made-up one finds nothing for anyone.
  getOwnRespondentData: {
    allow: EVERYONE,
    body: () => ({ token: `AAAAAAAAAAAAAAAA.${'B'.repeat(43)}` }),
    business: { visitor: 410, guest: 410, creator: 410, admin: 410, member: 410, stranger: 410, respondent: 410 },
  },
  eraseOwnRespondentData: {
    allow: EVERYONE,
    body: () => ({ token: `AAAAAAAAAAAAAAAA.${'B'.repeat(43)}`, confirm: true }),
    business: { visitor: 410, guest: 410, creator: 410, admin: 410, member: 410, stranger: 410, respondent: 410 },
  },
  // A result opens from the group link once the respondent completed.
  getSharedGroupResult: {
    allow: EVERYONE,
    params: (fx) => ({ token: fx.groupToken, candidateId: fx.candidateId }),
    stage: 'completed',
  },
  sendCandidateResults: { allow: SEES_IT, params: respondentRow, stage: 'completed' },
  rateCandidate: { allow: SEES_IT, params: respondentRow, body: () => ({ rating: 4 }) },
  resetCandidate: { allow: SEES_IT, params: respondentRow, stage: 'completed' },
  // Deleting a respondent for good is the assessment's creator's, like deleting the assessment.
  deleteCandidate: { allow: CREATOR, params: respondentRow, stage: 'completed' },
  getCandidateResult: { allow: SEES_IT, params: respondentRow },
  getCandidateIntegrity: { allow: SEES_IT, params: respondentRow },
  setCandidateAccommodations: {
    allow: SEES_IT,
    params: respondentRow,
    body: () => ({ extra_minutes: 15, assistive_technology: true }),
  },
  // The AI candidate analysis: whoever sees the result. Reading gives null until one is written; writing needs a
  // completed respondent (the offline stand-in writes it here). A decision needs an analysis first: on the fresh
  // fixture there is none, so the roles allowed are told 'Generate the analysis before recording your decision.' (409).
  getCandidateAnalysis: { allow: SEES_IT, params: respondentRow },
  // The sample respondent answered values and traits only: nothing written, so nothing to translate (and no charge).
  translateOpenAnswers: {
    allow: SEES_IT,
    params: respondentRow,
    body: () => ({}),
    stage: 'completed',
    business: { creator: 400, admin: 400, member: 400 },
  },
  generateCandidateAnalysis: { allow: SEES_IT, params: respondentRow, body: () => ({}), stage: 'completed' },
  overrideCandidateAnalysis: {
    allow: SEES_IT,
    params: respondentRow,
    body: () => ({ recommendation: 'consider', reason: 'Strong interview, weak reasoning sample.' }),
    stage: 'completed',
    business: { creator: 409, admin: 409, member: 409 },
  },

  // referral: everyone signed in refers friends from their own link. Claiming is for a new account (all fixture
  // accounts are minutes old); a guest's reserved address is nobody's: 'Sorry, we don't recognize this email
  // address' (404), so the guest reads as denied. Who invited you is public, by the link's code.
  // No rewards before verification (docs/abuse.md "Credits"): a guest refers nobody.
  openReferralLink: { allow: ['creator', 'admin', 'member', 'stranger'] },
  listReferrals: { allow: SIGNED_IN },
  inviteReferral: {
    allow: ['creator', 'admin', 'member', 'stranger'],
    body: () => ({ email: `friend-${uid()}@example.com` }),
  },
  claimReferral: { allow: VERIFIED, body: (fx) => ({ code: fx.referralCode }) },
  resolveReferral: { allow: EVERYONE, params: (fx) => ({ code: fx.referralCode }) },

  // credits: any signed-in user redeems a coupon for their own quota
  // No free credits before verification (docs/abuse.md "Credits"): a guest redeems no coupon.
  redeemCoupon: { allow: ['creator', 'admin', 'member', 'stranger'], body: () => ({ code: COUPON }) },
  // Everyone signed in reads their own credits and plan and buys for their own account; a guest verifies first
  // (403). Only the creator started the fixture's checkout: its payment is nobody else's (404). Nobody here has a
  // subscription: the portal and Unsubscribe are refused with 'no subscription' (409), a business refusal.
  getQuotaLine: { allow: SIGNED_IN },
  getBilling: { allow: SIGNED_IN },
  createCheckout: { allow: VERIFIED, body: () => ({ kind: 'pack', credits: 20 }) },
  getCheckoutResult: { allow: CREATOR, params: (fx) => ({ sessionId: fx.sessionId }) },
  createBillingPortal: {
    allow: SIGNED_IN,
    business: { guest: 409, creator: 409, admin: 409, member: 409, stranger: 409 },
  },
  cancelSubscription: {
    allow: SIGNED_IN,
    business: { guest: 409, creator: 409, admin: 409, member: 409, stranger: 409 },
  },
  // A team's quota: its members see it; its owner (the creator) and admins buy credits and redeem coupons for it; a
  // plain member is refused (403), anyone else cannot find the team (404).
  getTeamBilling: { allow: SEES_IT, params: team },
  createTeamCheckout: { allow: TEAM_ADMINS, params: team, body: () => ({ kind: 'pack', credits: 10 }) },
  redeemTeamCoupon: { allow: TEAM_ADMINS, params: team, body: () => ({ code: COUPON }) },
  // Stripe's webhook is public, and an unsigned event is refused as bad input (400) whoever sends it.
  stripeWebhook: {
    allow: EVERYONE,
    body: () => ({ id: `evt_${uid()}`, type: 'checkout.session.completed' }),
    business: { visitor: 400, guest: 400, creator: 400, admin: 400, member: 400, stranger: 400, respondent: 400 },
  },

  // toolbox: the core values analyzer is public (spec part 1 §2, §6 "analyzer"): anyone starts a run; a signed-in
  // user may start one as themselves and lists only their own. A run is read by its unguessable id, the key to it.
  startAnalyzerRun: { allow: EVERYONE, body: () => analyzerStart() },
  startMyAnalyzerRun: { allow: SIGNED_IN, body: () => analyzerStart() },
  getAnalyzerRun: { allow: EVERYONE, params: () => ({ runId: analyzerRunId }) },
  listMyAnalyzerRuns: { allow: SIGNED_IN },
  // The generators need sign-in (spec part 1 §6 "Toolbox items require sign-in"); each person runs them for their
  // own credit and sees only their own runs: another account's run id reads as not found.
  generateToolboxText: { allow: SIGNED_IN, body: () => toolboxRun() },
  listToolboxRuns: { allow: SIGNED_IN, query: { generator: 'job_post' } },
  getToolboxRun: { allow: CREATOR, params: (fx) => ({ runId: fx.toolboxRunId }) },

  // the public API answers only to an account's API key (x-api-key), never to a signed-in session or a respondent token
  // (test/integration/public-api.test.ts calls it with keys)
  apiListAssessments: { allow: [] },
  apiListRespondents: { allow: [], params: assessment },
  apiGetResult: { allow: [], params: (fx) => ({ id: fx.templateId, candidateId: fx.candidateId }) },
  apiInviteCandidates: {
    allow: [],
    params: assessment,
    body: () => ({ recipients: [{ email: `api-${uid()}@example.com` }] }),
  },

  // the short-link redirect page resolves public link codes for everyone
  resolveShortLink: { allow: EVERYONE, params: (fx) => ({ code: fx.publicCode }) },

  // help and support: anyone signed in writes to support about their own account
  createSupportUpload: { allow: SIGNED_IN, body: () => ({ fileName: 'screen.png', mime: 'image/png', size: 1000 }) },
  createSupportTicket: {
    allow: SIGNED_IN,
    body: () => ({
      requestId: uid()
        .replace(/[^A-Za-z0-9]/g, '')
        .padEnd(8, '0'),
      message: 'Where do I find my invoices?',
    }),
  },

  // respondents: inviting is for those who see the assessment; the public link for everyone; the test only with its token
  inviteCandidates: {
    allow: SEES_IT,
    params: assessment,
    body: () => ({ recipients: [{ email: `invitee-${uid()}@example.com`, firstname: 'In', lastname: 'Vitee' }] }),
  },
  getInvitationStatus: { allow: SEES_IT, params: assessment },
  extendInvitationDeadline: {
    allow: SEES_IT,
    params: assessment,
    body: (fx) => ({ email: fx.respondentEmail, deadline: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
  },
  getPublicLink: { allow: EVERYONE, params: (fx) => ({ code: fx.publicCode }) },
  // The e-mailed confirmation link: open to anyone holding it; a made-up code is not valid for anyone (400).
  confirmRespondentEmail: {
    allow: EVERYONE,
    body: () => ({ ref: 'AAAAAAAAAAAAAAAA', code: 'B'.repeat(43) }),
    business: { visitor: 400, guest: 400, creator: 400, admin: 400, member: 400, stranger: 400, respondent: 400 },
  },
  registerRespondent: {
    allow: EVERYONE,
    params: (fx) => ({ code: fx.publicCode }),
    body: () => ({
      firstname: 'Walk',
      lastname: 'In',
      email: `walkin-${uid()}@example.com`,
      registration_id: randomUUID(),
    }),
  },
  getRespondentTest: { allow: RESPONDENT, params: ownToken },
  startSection: { allow: RESPONDENT, params: ownSection, stage: 'opened' },
  saveAnswers: { allow: RESPONDENT, params: ownSection, body: () => ({ answers: ANSWERS }), stage: 'started' },
  saveComment: { allow: RESPONDENT, params: ownSection, body: () => ({ comment: 'Enjoyed it.' }), stage: 'started' },
  saveDemographics: {
    allow: RESPONDENT,
    params: ownToken,
    body: () => ({ gender: 'woman', age_band: '25_34' }),
    stage: 'completed',
  },
  completeSection: { allow: RESPONDENT, params: ownSection, body: () => ({ answers: ANSWERS }), stage: 'started' },
  finishTest: { allow: RESPONDENT, params: ownToken, stage: 'answered' },
  stopReminders: { allow: RESPONDENT, params: ownToken },
  // The thank-you page's question: a finished respondent with their own token.
  saveExperienceFeedback: { allow: RESPONDENT, params: ownToken, body: () => ({ rating: 4 }), stage: 'completed' },
};

// ---------------------------------------------------------------------------------------------------------------
// Fixture

const account = (name: string): Claims => ({ sub: randomUUID(), email: `${name}-${uid()}@example.com` });

async function ok<T>(what: string, pending: Promise<CallResult<T>>): Promise<T> {
  const res = await pending;
  if (res.status < 200 || res.status >= 300)
    throw new Error(`fixture: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function tokenOf(assessmentId: string, email: string): Promise<string> {
  const { data } = await db().entities.candidate.query.byTemplate({ form_id: assessmentId }).go({ pages: 'all' });
  const found = data.find((c) => c.email === email);
  if (!found) throw new Error(`fixture: no respondent ${email}`);
  return found.accessToken;
}

/** Takes the respondent through their test, through the respondent routes, up to `stage`. */
async function advance(token: string, stage: Stage): Promise<void> {
  const order: Stage[] = ['invited', 'opened', 'started', 'answered', 'completed'];
  const reach = order.indexOf(stage);
  if (reach >= 1) await ok('getRespondentTest', invoke('getRespondentTest', { params: { token } }));
  if (reach >= 2) await ok('startSection', invoke('startSection', { params: { token, section: SECTION } }));
  if (reach >= 3)
    await ok(
      'completeSection',
      invoke('completeSection', { params: { token, section: SECTION }, body: { answers: ANSWERS } }),
    );
  if (reach >= 4) await ok('finishTest', invoke('finishTest', { params: { token } }));
}

/** One referrer for the whole file: each fixture's accounts are new, so each may claim the same link once. */
let referralCode: Promise<string> | undefined;
function referralCodeOnce(): Promise<string> {
  referralCode ??= ok(
    'openReferralLink',
    invoke<{ code: string }>('openReferralLink', { claims: account('referrer') }),
  ).then((l) => l.code);
  return referralCode;
}

async function buildFixture(stage: Stage = 'invited'): Promise<Fixture> {
  const creator = account('creator');
  const admin = account('admin');
  const member = account('member');
  const stranger = account('stranger');
  const guest = { sub: randomUUID(), email: `guest-${randomUUID()}@guest.invalid` };

  const t = await ok(
    'createTeam',
    invoke<{ id: string }>('createTeam', {
      claims: creator,
      body: { name: 'Matrix crew', companyName: 'Matrix Ltd', color: '#0A7C59' },
    }),
  );
  // This file builds hundreds of teams, more than the deployment's team invitations of a day: each fixture calls
  // from its own address and starts the deployment's count afresh (the budgets have their own tests in teams.test.ts).
  await Promise.all(
    ['team-invite#all', 'team-invite#fresh'].map((scope) =>
      db()
        .entities.dailyCounter.delete({ scope, day: new Date().toISOString().slice(0, 10) })
        .go(),
    ),
  );
  const sourceIp = `10.${randomBytes(3).join('.')}`;
  await ok(
    'add admin',
    invoke('addTeamMember', {
      claims: creator,
      params: { teamId: t.id },
      body: { email: admin.email, role: 'admin' },
      sourceIp,
    }),
  );
  await ok(
    'add member',
    invoke('addTeamMember', {
      claims: creator,
      params: { teamId: t.id },
      body: { email: member.email, role: 'member' },
      sourceIp,
    }),
  );
  await ok('admin accepts', invoke('acceptTeamInvitation', { claims: admin, params: { teamId: t.id } }));
  await ok('member accepts', invoke('acceptTeamInvitation', { claims: member, params: { teamId: t.id } }));
  await ok('admin switches to T', invoke('switchTeam', { claims: admin, body: { teamId: t.id } }));
  await ok('member switches to T', invoke('switchTeam', { claims: member, body: { teamId: t.id } }));

  // Comments and the equal-opportunity questions are on, so the respondent's routes for them are open.
  const draft = await ok(
    'createTemplate',
    invoke<{ id: string }>('createTemplate', {
      claims: creator,
      body: {
        form_name: 'Matrix',
        sections: [SECTION],
        type_of_org: 'technology',
        open_ended_question: true,
        ask_demographics: true,
      },
    }),
  );
  await ok(
    'saveTemplateSection',
    invoke('saveTemplateSection', {
      claims: creator,
      params: { id: draft.id, section: SECTION },
      body: { company_answers: COMPANY },
    }),
  );
  const published = await ok(
    'publishTemplate',
    invoke<{ publicCode: string | null }>('publishTemplate', { claims: creator, params: { id: draft.id } }),
  );
  const respondentEmail = `respondent-${uid()}@example.com`;
  await ok(
    'inviteCandidates',
    invoke('inviteCandidates', {
      claims: creator,
      params: { id: draft.id },
      body: { recipients: [{ email: respondentEmail, firstname: 'Res', lastname: 'Pondent' }] },
    }),
  );
  await ok(
    'shareTemplate',
    invoke('shareTemplate', { claims: creator, params: { id: draft.id }, body: { teamId: t.id } }),
  );

  const respondentToken = await tokenOf(draft.id, respondentEmail);
  const rows = await ok(
    'listCandidates',
    invoke<{ items: { id: string }[] }>('listCandidates', { claims: creator, params: { id: draft.id } }),
  );
  const respondentId = rows.items[0]?.id;
  if (!respondentId) throw new Error('fixture: the respondent is not listed');
  await advance(respondentToken, stage);
  const checkout = await ok(
    'createCheckout',
    invoke<{ url: string }>('createCheckout', { claims: creator, body: { kind: 'pack', credits: 10 } }),
  );
  const link = await ok(
    'createShareLink',
    invoke<{ token: string }>('createShareLink', {
      claims: creator,
      params: { id: draft.id, candidateId: respondentId },
      body: { role: 'manager' },
    }),
  );
  const groupLink = await ok(
    'createGroupShareLink',
    invoke<{ token: string }>('createGroupShareLink', {
      claims: creator,
      params: { id: draft.id },
      body: { role: 'manager', expires_in_days: 30 },
    }),
  );

  return {
    creator,
    admin,
    member,
    stranger,
    guest,
    teamId: t.id,
    templateId: draft.id,
    publicCode: published.publicCode ?? '',
    candidateId: respondentId,
    respondentToken,
    respondentEmail,
    madeUpToken: randomBytes(32).toString('base64url'),
    shareToken: link.token,
    groupToken: groupLink.token,
    referralCode: await referralCodeOnce(),
    sessionId: checkout.url.split('/').pop() ?? '',
    toolboxRunId: await ownToolboxRun(creator),
    ...(await teamWebhook(t.id, creator).then((w) => ({
      webhookEndpointId: w.endpointId,
      webhookDeliveryId: w.deliveryId,
    }))),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The matrix

const DENIED = [401, 403, 404];
const rowOf = (id: string): Row | undefined => (EXPECTED as Partial<Record<string, Row>>)[id];

async function call(
  id: RouteId,
  role: Role,
  fx: Fixture,
): Promise<CallResult<{ error?: { code: string; message: string } }>> {
  const row = rowOf(id);
  if (!row) throw new Error(`${id} has no row in EXPECTED`);
  const who = callerOf(fx, role);
  // Each call from its own address: the per-address daily budgets (analyzer, AI) are not what this matrix checks.
  return invoke(id, {
    claims: who.claims,
    params: row.params?.(fx, who) ?? {},
    query: row.query,
    body: row.body?.(fx),
    sourceIp: `10.${randomBytes(3).join('.')}`,
  });
}

function check(id: RouteId, role: Role, res: CallResult<{ error?: { code: string; message: string } }>): void {
  const row = rowOf(id)!;
  const seen = `${ROUTES[id].method} ${ROUTES[id].path} as ${role} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  if (row.allow.includes(role)) {
    expect(DENIED, `expected allowed: ${seen}`).not.toContain(res.status);
    const business = row.business?.[role];
    if (business) expect(res.status, `expected the business refusal ${business}: ${seen}`).toBe(business);
    else
      expect(res.status >= 200 && res.status < 300, `an allowed call with a valid sample should succeed: ${seen}`).toBe(
        true,
      );
  } else {
    expect(DENIED, `expected denied: ${seen}`).toContain(res.status);
    // A stranger refused on a route that names another account's record in its path is told it does not exist.
    // (The public API is refused before any id is read: no key, 401.)
    if (
      (role === 'stranger' || role === 'guest') &&
      ROUTES[id].path.includes('{') &&
      (ROUTES[id].auth as string) !== 'apiKey'
    )
      expect(res.status, `another account's ids read as not found: ${seen}`).toBe(404);
  }
}

/** [test name, route, role]: one test per route and role, named like "deleteTemplate: member is denied". */
type Case = [title: string, id: RouteId, role: Role];

const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];
const casesOf = (ids: RouteId[]): Case[] =>
  ids
    .filter((id) => rowOf(id))
    .flatMap((id) =>
      ROLES.map((role): Case => [
        `${id}: ${role} is ${rowOf(id)!.allow.includes(role) ? 'allowed' : 'denied'}`,
        id,
        role,
      ]),
    );
const READS = ROUTE_IDS.filter((id) => ROUTES[id].method === 'GET');
const WRITES = ROUTE_IDS.filter((id) => ROUTES[id].method !== 'GET');

describe('the matrix covers the route table', () => {
  it('every route in ROUTES has a row in EXPECTED', () => {
    expect(ROUTE_IDS.filter((id) => !rowOf(id))).toEqual([]);
  });

  it('every row in EXPECTED names a route that exists', () => {
    expect(Object.keys(EXPECTED).filter((id) => !(id in ROUTES))).toEqual([]);
  });

  it('rows agree with the route kinds: public for everyone, candidate for the respondent alone, user for signed-in roles', () => {
    const mismatched = ROUTE_IDS.filter((id) => rowOf(id)).flatMap((id) => {
      const allow = rowOf(id)!.allow;
      const auth = ROUTES[id].auth;
      const fits =
        auth === 'public'
          ? ROLES.every((r) => allow.includes(r))
          : auth === 'candidate'
            ? allow.length === 1 && allow[0] === 'respondent'
            : !allow.includes('visitor') && !allow.includes('respondent');
      return fits ? [] : [`${id} (${auth}): ${allow.join(', ')}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('a business refusal is named only for a role the row allows', () => {
    const stray = ROUTE_IDS.flatMap((id) =>
      Object.keys(rowOf(id)?.business ?? {})
        .filter((r) => !rowOf(id)!.allow.includes(r as Role))
        .map((r) => `${id}: ${r}`),
    );
    expect(stray).toEqual([]);
  });
});

describe('reading routes (one shared fixture: reads change nothing a permission depends on)', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await buildFixture('completed');
  });

  it.concurrent.each(casesOf(READS))('%s', async (_title, id, role) => {
    check(id, role, await call(id, role, fx));
  });
});

describe('changing routes (a fresh fixture per route and role, so no call sees another one’s change)', () => {
  it.concurrent.each(casesOf(WRITES))('%s', async (_title, id, role) => {
    const fx = await buildFixture(rowOf(id)!.stage);
    check(id, role, await call(id, role, fx));
  });
});
