import type { creditsEn } from './credits.en';

/** Interface strings of credits, plans and coupons, Thai. */
export const creditsTh: Record<keyof typeof creditsEn, string> = {
  'coupon.title': 'มีคูปองไหม?',
  'coupon.code': 'รหัสคูปอง',
  'coupon.redeem': 'ใช้คูปอง',
  'coupon.redeemed': '{n, plural, other {เพิ่ม # เครดิตแล้ว}}',
};
