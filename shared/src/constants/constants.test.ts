import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SECTION_KINDS, type SectionKind } from '../sections/kinds';
import * as C from './index';

describe('business constants (spec part 2 §9)', () => {
  it.each([
    ['Default free quota: 5 credits', C.FREE_QUOTA_CREDITS, 5],
    ['reset monthly (after 1 month)', C.FREE_QUOTA_RESET_MONTHS, 1],
    ['Default team quota: 0', C.DEFAULT_TEAM_QUOTA, 0],
    ['Unlimited plan after expiry: 5 credits', C.UNLIMITED_EXPIRED_CREDITS, 5],
    ['Cost per toolbox generation: 1 credit', C.CREDITS_PER_GENERATION, 1],
    ['Minimum purchase: 10 credits', C.MIN_PURCHASE_CREDITS, 10],
    ['Pay as you go: THB 35 per credit', C.PAYG_THB_PER_CREDIT, 35],
    ['Monthly: $49', C.MONTHLY_PLAN.priceUsd, 49],
    ['billed on the 6th of the month', C.MONTHLY_PLAN.billingDayOfMonth, 6],
    ['Annual: $441', C.ANNUAL_PLAN.priceUsd, 441],
    ['Annual (25% off)', C.ANNUAL_PLAN.discountPercent, 25],
    ['Unlimited plan SKU price 499 USD', C.UNLIMITED_SKU_PRICE.USD, 499],
    ['Unlimited plan SKU price 17000 THB', C.UNLIMITED_SKU_PRICE.THB, 17000],
    ['Plan periods: yearly 12 months', C.PLAN_PERIOD_MONTHS.yearly, 12],
    ['Plan periods: monthly 1', C.PLAN_PERIOD_MONTHS.monthly, 1],
    ['Referral: both parties earn 10 free credits', C.REFERRAL_REWARD_CREDITS, 10],
    ['Referral link code: 35 characters', C.REFERRAL_CODE_LENGTH, 35],
    ['Public link: three groups', C.PUBLIC_LINK_GROUPS, 3],
    ['Public link: groups of 3', C.PUBLIC_LINK_GROUP_LENGTH, 3],
    ['AI answer cache lifetime: 7 days', C.AI_CACHE_TTL_DAYS, 7],
    ['AI cache lifetime in seconds', C.AI_CACHE_TTL_SECONDS, 604_800],
    ['Retries: 3', C.AI_MAX_RETRIES, 3],
    ['Analyzer sends 10 requests at a time', C.ANALYZER_CONCURRENCY, 10],
    ['(skills: 5)', C.ANALYZER_SKILLS_CONCURRENCY, 5],
    ['five analysis sections per value', C.ANALYSIS_SECTIONS_PER_VALUE, 5],
    ['Text reveal: chunks of 120 characters', C.TEXT_REVEAL.chunkChars, 120],
    ['every 180 ms', C.TEXT_REVEAL.intervalMs, 180],
    ['Defaults for AI: temperature 0.01', C.AI_DEFAULTS.temperature, 0.01],
    ['max_tokens 1024', C.AI_DEFAULTS.max_tokens, 1024],
    ['one variant: temperature 0.1', C.AI_LEGACY_DEFAULTS.temperature, 0.1],
    ['one variant: max_tokens 1400', C.AI_LEGACY_DEFAULTS.max_tokens, 1400],
    ['Maximum recipients per invitation 100', C.MAX_INVITATION_RECIPIENTS, 100],
    ['image max 2 MB', C.IMAGE_MAX_BYTES, 2_097_152],
    ['At most 5 drafts', C.MAX_DRAFTS_PER_USER, 5],
    ['draft lookups limited to 500', C.DRAFT_LOOKUP_LIMIT, 500],
    ['Candidate lists are limited to 500 per query', C.CANDIDATE_LIST_LIMIT, 500],
    ['the prompts list is limited to 500', C.PROMPTS_LIST_LIMIT, 500],
    ['Core values history keeps the last 20', C.CORE_VALUES_HISTORY_LENGTH, 20],
    ['Analyzer accepts up to 8 values', C.ANALYZER_MAX_VALUES, 8],
    ['Core values: up to 6', C.MAX_CORE_VALUES, 6],
    ['permission-to-play: up to 6', C.MAX_PERMISSION_TO_PLAY_VALUES, 6],
    ['non-essential: at least 1', C.MIN_NON_ESSENTIAL_VALUES, 1],
    ['Acceptable behaviors: recommended at most 15 scenarios', C.RECOMMENDED_MAX_ACCEPTABLE_BEHAVIOR_SCENARIOS, 15],
    ['Culture profile: 100 points', C.CULTURE_PROFILE.pointsPerDimension, 100],
    ['six dimensions', C.CULTURE_PROFILE.dimensions, 6],
    ['four options', C.CULTURE_PROFILE.optionsPerDimension, 4],
    ['Assessment: at least 1 section', C.MIN_SECTIONS_PER_ASSESSMENT, 1],
    ['Default page size 10', C.DEFAULT_PAGE_SIZE, 10],
    ['the assessments table uses 10', C.ASSESSMENTS_TABLE_PAGE_SIZE, 10],
    ['Quota polling 5000 ms', C.QUOTA_POLL_MS, 5000],
    ['Toast 3000 ms', C.TOAST_MS, 3000],
    ['forced logout delay 3000 ms', C.FORCED_LOGOUT_DELAY_MS, 3000],
    ['redirected after 1.5 seconds', C.SIGN_IN_REDIRECT_DELAY_MS, 1500],
    ['Random id default length 16 characters', C.RANDOM_ID_LENGTH, 16],
    ['brightness above 155', C.LIGHT_COLOR_BRIGHTNESS_THRESHOLD, 155],
    ['Chat cache 30 days', C.CHAT_CACHE_DAYS, 30],
    ['Support reply in 3', C.SUPPORT_REPLY_HOURS.min, 3],
    ['to 48 hours', C.SUPPORT_REPLY_HOURS.max, 48],
    ['PIN: 6 digits (product decision)', C.PIN_LENGTH, 6],
    ['PIN: expiry 3 minutes (product decision)', C.PIN_EXPIRY_SECONDS, 180],
    ['PIN: max 3 attempts per challenge (product decision)', C.PIN_MAX_ATTEMPTS_PER_CHALLENGE, 3],
    ['PIN: max 5 sends per e-mail per hour (product decision)', C.PIN_MAX_SENDS_PER_EMAIL_PER_HOUR, 5],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('Packs: 10 for $10; 20 for $18 (10% off); 30 for $24 (20% off); 40 for $28 (30% off)', () => {
    expect(C.CREDIT_PACKS.map((p) => [p.credits, p.priceUsd, p.discountPercent])).toEqual([
      [10, 10, 0],
      [20, 18, 10],
      [30, 24, 20],
      [40, 28, 30],
    ]);
    for (const p of C.CREDIT_PACKS) expect(p.priceUsd).toBeCloseTo(p.credits * (1 - p.discountPercent / 100));
  });

  it('Page sizes for list pagination: 10, 25, 50, 100', () => {
    expect([...C.PAGE_SIZES]).toEqual([10, 25, 50, 100]);
  });

  it('Default timezone Asia/Bangkok; timestamp format yyyy-MM-dd HH:mm:ss; expiry 23:59:59; coupon 23:00', () => {
    expect(C.DEFAULT_TIMEZONE).toBe('Asia/Bangkok');
    expect(C.TIMESTAMP_FORMAT).toBe('yyyy-MM-dd HH:mm:ss');
    expect(C.PLAN_EXPIRY_TIME).toEqual({ hour: 23, minute: 59, second: 59 });
    expect(C.COUPON_EXPIRY_TIME).toEqual({ hour: 23, minute: 0, second: 0 });
  });

  it('Plans: free, payg, monthly, annual, unlimited; named Free, Growth, Business Plus, Unlimited', () => {
    expect([...C.QUOTA_PLANS]).toEqual(['free', 'payg', 'monthly', 'annual', 'unlimited']);
    expect([...C.NAMED_PLANS]).toEqual(['Free', 'Growth', 'Business Plus', 'Unlimited']);
    expect(C.CURRENCY).toBe('USD');
  });

  it('Supported model values: openai and gemini', () => {
    expect([...C.AI_MODELS]).toEqual(['openai', 'gemini']);
  });
});

describe('section times (spec part 2 §9.5)', () => {
  const rows: [SectionKind, number][] = [
    ['values_and_traits', 300],
    ['oaic_archetypes', 600],
    ['human_skills', 600],
    ['acceptable_behaviors', 300],
    ['work_style_identifier', 300],
    ['logic_test', 600],
    ['custom_survey', 600],
    ['big5', 600],
  ];
  it.each(rows)('%s allows %i seconds', (kind, seconds) => {
    expect(C.sectionAllowanceSeconds(kind)).toBe(seconds);
  });

  it.each(rows)('%s: allowance plus extra_time times 60 (extra 2 min)', (kind, seconds) => {
    expect(C.sectionAllowanceSeconds(kind, 2)).toBe(seconds + 120);
  });

  it('every section kind has an allowance', () => {
    expect(Object.keys(C.SECTION_ALLOWANCE_SECONDS).sort()).toEqual([...SECTION_KINDS].sort());
  });

  it('Time spent is the allowance minus what remains', () => {
    expect(C.sectionTimeSpentSeconds(300, 120)).toBe(180);
    expect(C.sectionTimeSpentSeconds(300, 0)).toBe(300);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -100, max: 20_000 }), (allowance, remaining) => {
        const spent = C.sectionTimeSpentSeconds(allowance, remaining);
        return spent >= 0 && spent <= allowance;
      }),
    );
  });

  it.each([
    [1, 300],
    [3, 900],
    [8, 2400],
  ])('A generic total timer uses 5 minutes times the number of sections (%i sections)', (n, seconds) => {
    expect(C.genericTotalTimerSeconds(n)).toBe(seconds);
  });

  it('negative extra time is ignored', () => {
    expect(C.sectionAllowanceSeconds('big5', -5)).toBe(600);
  });
});
