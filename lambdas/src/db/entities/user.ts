import type { EntityItem } from 'electrodb';
import { entityBuilder } from '../entity';

/** An employer account, keyed by the e-mail storage key (spec part 1 §3 User). */
export const buildUserEntity = entityBuilder({
  model: { entity: 'user', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    email: { type: 'string', required: true },
    /** The person behind the address (personKey, as a storage key): rules that hold once per person look it up. */
    personKey: { type: 'string' },
    sub: { type: 'string', required: true },
    firstName: { type: 'string', default: '' },
    lastName: { type: 'string', default: '' },
    displayName: { type: 'string', default: '' },
    companyName: { type: 'string', default: '' },
    jobTitle: { type: 'string', default: '' },
    hiresPerYear: { type: 'string', default: '' },
    typeOfOrg: { type: 'string', default: '' },
    missionAndVision: { type: 'string', default: '' },
    color: { type: 'string', default: '#1B1C1E' },
    companyLogoUrl: { type: 'string', default: '' },
    lang: { type: 'string', default: 'en' },
    /** Marketing e-mails: only when the box, unticked by default, was ticked (docs/privacy.md "Consent"). */
    sendFreeStuff: { type: 'boolean', default: false },
    /** Respondents of the account's assessments are deleted this many months after they last answered; 0 or none: kept. */
    retentionMonths: { type: 'number' },
    /** Asked at sign-up for a first assessment generated for the organization type (spec part 1 §3). */
    autoGenerateForm: { type: 'boolean', default: false },
    acceptedTermsAt: { type: 'string' },
    isGuest: { type: 'boolean', default: false },
    /** How the account signs in: e-mail PIN, Google or Microsoft (spec part 1 §5 "same login method"). */
    signInMethod: { type: ['email', 'google', 'microsoft'] as const, default: 'email' },
    onboardingStep: { type: ['info', 'branding', 'done'] as const, default: 'info' },
    teamId: { type: 'string', required: true },
    /** Set when the user was moved out of a team they no longer belong to; the next profile read tells them once. */
    removedFromTeam: { type: 'boolean', default: false },
    /** The guest address whose work is moving to this account (spec part 1 §4); removed when the move is done. */
    guestMergeFrom: { type: 'string' },
    logoKey: { type: 'string', default: '' },
    /** The profile photo's key (spec part 1 §3 `photoURL`): `photos/<sub>/kept/<sha256>.<ext>`, private; '' without one. */
    photoKey: { type: 'string', default: '' },
    /** Guided tours (spec part 1 §2, §3): the create tour is switched on at sign-up and shown until done or skipped. */
    guidedTourCreateEnabled: { type: 'boolean', default: false },
    guidedTourCreateDone: { type: 'boolean', default: false },
    /** The invite tour shows only on the assessment the create tour published (spec part 1 §2). */
    guidedTourInviteDone: { type: 'boolean', default: false },
    guidedTourAssessmentTemplateId: { type: 'string', default: '' },
    /** The sample assessment was seeded, once, when sign-up finished (spec part 1 §3 hasSampleData). */
    hasSampleData: { type: 'boolean', default: false },
    /** The company's core values, and earlier lists newest first, at most 20 (spec part 1 §3). */
    coreValues: { type: 'list', items: { type: 'string' }, default: [] },
    coreValuesHistory: { type: 'any', default: [] },
    /** SHA-256 of the API key (spec part 2 §6): the key itself is shown once and never stored. */
    apiKeyHash: { type: 'string' },
    /** The same key's id in API Gateway's usage plan (AWS only), removed when the key is replaced. */
    apiGatewayKeyId: { type: 'string' },
    apiKeyIssuedAt: { type: 'string' },
    /** E-mails about completed assessments (shared/src/accounts/notifications.ts): each, a daily digest, or off. */
    completionMail: { type: ['each', 'digest', 'off'] as const, default: 'each' },
    /** Assessments whose completions send nothing. */
    completionMailMuted: { type: 'list', items: { type: 'string' }, default: [] },
    /** The account's own key for its unsubscribe links (random, made on the first completion e-mail; never shown). */
    notifyKey: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
    /** The accounts of one person (several spellings of one Gmail inbox), oldest first. */
    byPerson: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['personKey'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'emailKey'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const UserEntity: ReturnType<typeof buildUserEntity>;

/** A stored employer account, as the handlers of `user` and `apiKey` routes receive it. */
export type UserItem = EntityItem<typeof UserEntity>;
