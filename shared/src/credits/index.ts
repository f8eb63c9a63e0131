export * from './consume';
export * from './coupons';
export * from './onboarding';
export * from './pricing';
export * from './credit-balance';
export * from './referral';
export * from './referral-invite';
export * from './types';
