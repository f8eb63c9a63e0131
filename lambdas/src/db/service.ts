import type { Service } from 'electrodb';
import { TABLE_BINDING } from './entity';
import { transaction } from './lite/transaction';
import { buildUserEntity } from './entities/user';
import { buildTeamEntity } from './entities/team';
import { buildAssessmentEntity } from './entities/template';
import { buildRespondentEntity } from './entities/candidate';
import { buildRespondentRefEntity } from './entities/candidate-ref';
import { buildShareLinkEntity } from './entities/share-link';
import { buildGroupShareLinkEntity } from './entities/group-share-link';
import { buildPinChallengeEntity } from './entities/pin-challenge';
import { buildPinSendCounterEntity } from './entities/pin-send-counter';
import { buildRouteRecordEntity } from './entities/route-record';
import { buildMembershipEntity } from './entities/membership';
import { buildSignInPassEntity } from './entities/sign-in-pass';
import { buildSignInLanguageEntity } from './entities/sign-in-language';
import { buildSignInDeviceEntity, buildSignInGuardEntity } from './entities/sign-in-guard';
import { buildSignInUnlockEntity } from './entities/sign-in-unlock';
import { buildDeploymentSettingEntity } from './entities/deployment-setting';
import { buildGuestClaimEntity } from './entities/guest-claim';
import { buildGuestVerificationEntity } from './entities/guest-verification';
import { buildGuestLinkEntity } from './entities/guest-link';
import { buildDailyCounterEntity } from './entities/daily-counter';
import { buildCreditBalanceEntity } from './entities/quota';
import { buildCreditMovementEntity } from './entities/quota-history';
import { buildHeldResultEntity } from './entities/held-result';
import { buildCompletionDigestEntity } from './entities/completion-digest';
import { buildCompletionNoticeEntity } from './entities/completion-notice';
import { buildReferralEntity } from './entities/referral';
import { buildReferralLinkEntity } from './entities/referral-link';
import { buildPaymentEntity } from './entities/payment';
import { buildStripeCustomerEntity, buildStripeEventEntity } from './entities/stripe-record';
import { buildCouponEntity } from './entities/coupon';
import { buildCouponRedemptionEntity } from './entities/coupon-redemption';
import { buildPromptEntity } from './entities/prompt';
import { buildAiCacheEntity } from './entities/ai-cache';
import { buildOnboardingEntity } from './entities/onboarding';
import { buildRespondentAnalysisEntity } from './entities/candidate-analysis';
import { buildToolboxRunEntity } from './entities/toolbox-run';
import { buildAnalyzerRunEntity } from './entities/analyzer-run';
import { buildAnalyzerSectionEntity } from './entities/analyzer-section';
import { buildSupportTicketEntity } from './entities/support-ticket';
import { buildApiKeyRefEntity } from './entities/api-key-ref';
import { buildMailSuppressionEntity } from './entities/mail-suppression';
import { buildAuditEntryEntity } from './entities/audit-entry';
import { buildRetentionPolicyEntity } from './entities/retention-policy';
import { buildWebhookDeliveryEntity } from './entities/webhook-delivery';
import { buildWebhookEndpointEntity } from './entities/webhook-endpoint';
import { buildExperienceFeedbackEntity } from './entities/experience-feedback';
import { buildGreenhouseConnectionEntity } from './entities/greenhouse-connection';
import { buildGreenhouseNoteEntity } from './entities/greenhouse-note';

/**
 * Every entity of the single table, by the name `db().entities.<name>` gives it. Each is built when a request first
 * touches it: a function builds the few its routes use, not all of them (docs/cold-start.md).
 */
const ENTITIES = {
  user: buildUserEntity,
  team: buildTeamEntity,
  membership: buildMembershipEntity,
  template: buildAssessmentEntity,
  candidate: buildRespondentEntity,
  candidateRef: buildRespondentRefEntity,
  shareLink: buildShareLinkEntity,
  groupShareLink: buildGroupShareLinkEntity,
  routeRecord: buildRouteRecordEntity,
  pinChallenge: buildPinChallengeEntity,
  pinSendCounter: buildPinSendCounterEntity,
  signInPass: buildSignInPassEntity,
  signInLanguage: buildSignInLanguageEntity,
  signInGuard: buildSignInGuardEntity,
  signInDevice: buildSignInDeviceEntity,
  signInUnlock: buildSignInUnlockEntity,
  deploymentSetting: buildDeploymentSettingEntity,
  guestClaim: buildGuestClaimEntity,
  guestVerification: buildGuestVerificationEntity,
  guestLink: buildGuestLinkEntity,
  dailyCounter: buildDailyCounterEntity,
  quota: buildCreditBalanceEntity,
  quotaHistory: buildCreditMovementEntity,
  heldResult: buildHeldResultEntity,
  completionDigest: buildCompletionDigestEntity,
  completionNotice: buildCompletionNoticeEntity,
  referral: buildReferralEntity,
  referralLink: buildReferralLinkEntity,
  payment: buildPaymentEntity,
  stripeCustomer: buildStripeCustomerEntity,
  stripeEvent: buildStripeEventEntity,
  coupon: buildCouponEntity,
  couponRedemption: buildCouponRedemptionEntity,
  prompt: buildPromptEntity,
  aiCache: buildAiCacheEntity,
  onboarding: buildOnboardingEntity,
  candidateAnalysis: buildRespondentAnalysisEntity,
  toolboxRun: buildToolboxRunEntity,
  analyzerRun: buildAnalyzerRunEntity,
  analyzerSection: buildAnalyzerSectionEntity,
  supportTicket: buildSupportTicketEntity,
  apiKeyRef: buildApiKeyRefEntity,
  mailSuppression: buildMailSuppressionEntity,
  auditEntry: buildAuditEntryEntity,
  retentionPolicy: buildRetentionPolicyEntity,
  webhookEndpoint: buildWebhookEndpointEntity,
  webhookDelivery: buildWebhookDeliveryEntity,
  experienceFeedback: buildExperienceFeedbackEntity,
  greenhouseConnection: buildGreenhouseConnectionEntity,
  greenhouseNote: buildGreenhouseNoteEntity,
};

type Entities = { [K in keyof typeof ENTITIES]: ReturnType<(typeof ENTITIES)[K]> };
type EntityName = keyof Entities;

/** The table's entities and its transactions, as the handlers use them (typed as ElectroDB's Service's). */
export type Db = Pick<Service<Entities>, 'entities' | 'transaction'>;

/**
 * The entities, each built on first access (a getter), and the table's transactions, which hand their callback the
 * same entities.
 */
export function createDb(): Db {
  const built: Partial<Entities> = {};
  const entities = {} as Entities;
  for (const name of Object.keys(ENTITIES) as EntityName[]) {
    Object.defineProperty(entities, name, {
      enumerable: true,
      get: () => (built[name] ??= ENTITIES[name]() as never),
    });
  }
  return {
    entities,
    transaction: {
      write: (fn) => transaction(TABLE_BINDING, entities, 'write', fn as never) as never,
      get: (fn) => transaction(TABLE_BINDING, entities, 'get', fn as never) as never,
    },
  };
}

let instance: Db | undefined;
export function db(): Db {
  instance ??= createDb();
  return instance;
}

/** Every entity's builder by its name (for the model check in entity.test.ts). */
export const entityBuilders: { readonly [K in EntityName]: () => Entities[K] } = ENTITIES;
