import { Service } from 'electrodb';
import { documentClient, tableName } from './client';
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
 * Every entity of the single table, by the name `db().entities.<name>` gives it. Each is built, and joined to the
 * table's Service, when a request first touches it: a function builds the few its routes use, not all of them
 * (building an Entity parses its model; all of them were about 25 ms of every cold start, docs/cold-start.md).
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

/** The table's Service as the handlers use it: its entities and its transactions (ElectroDB collections are unused). */
export type Db = Pick<Service<Entities>, 'entities' | 'transaction'>;

/** What of ElectroDB's Service this uses beyond its declared type: the by-name constructor and `join`. */
interface JoinableService {
  entities: Partial<Entities>;
  transaction: Db['transaction'];
  join(name: EntityName, entity: Entities[EntityName]): void;
}
const ServiceByName = Service as unknown as new (
  name: string,
  config: { client: unknown; table: string },
) => JoinableService;

/**
 * A Service of no entities yet (ElectroDB's `new Service(name, config)`), and a view of the entities whose getters
 * build and join each on first access. The transactions hand their callback that view, so the entities a
 * transaction names are joined before ElectroDB reads the Service's entities to match its results to them.
 */
export function createDb(): Db {
  const service = new ServiceByName('culturefit', { client: documentClient(), table: tableName() });
  const joined = service.entities;
  const entities = {} as Entities;
  for (const name of Object.keys(ENTITIES) as EntityName[]) {
    Object.defineProperty(entities, name, {
      enumerable: true,
      get: () => joined[name] ?? (service.join(name, ENTITIES[name]()), joined[name]),
    });
  }
  // ElectroDB's `go` picks the Service's first entity to send the transaction before it runs the callback: when no
  // entity is joined yet (a transaction as the process's first call), the callback runs first to join the ones it names.
  const sendable = <T extends { params: () => unknown; go: (...args: never[]) => unknown }>(tx: T): T => ({
    ...tx,
    go: (...args: Parameters<T['go']>) => {
      if (Object.keys(joined).length === 0) tx.params();
      return tx.go(...args);
    },
  });
  return {
    entities,
    transaction: {
      write: (fn) => sendable(service.transaction.write(() => fn(entities as never))),
      get: (fn) => sendable(service.transaction.get(() => fn(entities as never))),
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
