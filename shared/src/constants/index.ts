export * from './ai';
export * from './credits';
export * from './limits';
export * from './pin';
export * from './referral';
export * from './section-times';
export * from './time';
export * from './ui';
