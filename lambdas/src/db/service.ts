import { Service } from 'electrodb';
import { documentClient, tableName } from './client';
import { UserEntity } from './entities/user';
import { TeamEntity } from './entities/team';
import { TemplateEntity } from './entities/template';
import { CandidateEntity } from './entities/candidate';
import { CandidateRefEntity } from './entities/candidate-ref';
import { ShareLinkEntity } from './entities/share-link';
import { PinChallengeEntity } from './entities/pin-challenge';
import { PinSendCounterEntity } from './entities/pin-send-counter';
import { RouteRecordEntity } from './entities/route-record';
import { MembershipEntity } from './entities/membership';
import { SignInPassEntity } from './entities/sign-in-pass';
import { SignInLanguageEntity } from './entities/sign-in-language';
import { SignInDeviceEntity, SignInGuardEntity } from './entities/sign-in-guard';
import { SignInUnlockEntity } from './entities/sign-in-unlock';
import { DeploymentSettingEntity } from './entities/deployment-setting';
import { GuestClaimEntity } from './entities/guest-claim';
import { GuestVerificationEntity } from './entities/guest-verification';
import { GuestLinkEntity } from './entities/guest-link';
import { DailyCounterEntity } from './entities/daily-counter';
import { QuotaEntity } from './entities/quota';
import { QuotaHistoryEntity } from './entities/quota-history';
import { HeldResultEntity } from './entities/held-result';
import { ReferralEntity } from './entities/referral';
import { ReferralLinkEntity } from './entities/referral-link';
import { PaymentEntity } from './entities/payment';
import { StripeCustomerEntity, StripeEventEntity } from './entities/stripe-record';
import { CouponEntity } from './entities/coupon';
import { CouponRedemptionEntity } from './entities/coupon-redemption';
import { PromptEntity } from './entities/prompt';
import { AiCacheEntity } from './entities/ai-cache';
import { OnboardingEntity } from './entities/onboarding';
import { CandidateAnalysisEntity } from './entities/candidate-analysis';
import { ToolboxRunEntity } from './entities/toolbox-run';
import { AnalyzerRunEntity } from './entities/analyzer-run';
import { AnalyzerSectionEntity } from './entities/analyzer-section';
import { SupportTicketEntity } from './entities/support-ticket';
import { ApiKeyRefEntity } from './entities/api-key-ref';

/** All entities of the single table, bound to the client and table at first use. */
export function createService() {
  return new Service(
    {
      user: UserEntity,
      team: TeamEntity,
      membership: MembershipEntity,
      template: TemplateEntity,
      candidate: CandidateEntity,
      candidateRef: CandidateRefEntity,
      shareLink: ShareLinkEntity,
      routeRecord: RouteRecordEntity,
      pinChallenge: PinChallengeEntity,
      pinSendCounter: PinSendCounterEntity,
      signInPass: SignInPassEntity,
      signInLanguage: SignInLanguageEntity,
      signInGuard: SignInGuardEntity,
      signInDevice: SignInDeviceEntity,
      signInUnlock: SignInUnlockEntity,
      deploymentSetting: DeploymentSettingEntity,
      guestClaim: GuestClaimEntity,
      guestVerification: GuestVerificationEntity,
      guestLink: GuestLinkEntity,
      dailyCounter: DailyCounterEntity,
      quota: QuotaEntity,
      quotaHistory: QuotaHistoryEntity,
      heldResult: HeldResultEntity,
      referral: ReferralEntity,
      referralLink: ReferralLinkEntity,
      payment: PaymentEntity,
      stripeCustomer: StripeCustomerEntity,
      stripeEvent: StripeEventEntity,
      coupon: CouponEntity,
      couponRedemption: CouponRedemptionEntity,
      prompt: PromptEntity,
      aiCache: AiCacheEntity,
      onboarding: OnboardingEntity,
      candidateAnalysis: CandidateAnalysisEntity,
      toolboxRun: ToolboxRunEntity,
      analyzerRun: AnalyzerRunEntity,
      analyzerSection: AnalyzerSectionEntity,
      supportTicket: SupportTicketEntity,
      apiKeyRef: ApiKeyRefEntity,
    },
    { client: documentClient(), table: tableName() },
  );
}

let service: ReturnType<typeof createService> | undefined;
export function db(): ReturnType<typeof createService> {
  service ??= createService();
  return service;
}
