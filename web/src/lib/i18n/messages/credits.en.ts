/** Interface strings of credits, plans and coupons (spec part 1 §2 plan and billing tab, part 2 §5), English (the source). */
export const creditsEn = {
  'coupon.title': 'Have a coupon?',
  'coupon.code': 'Coupon code',
  'coupon.redeem': 'Redeem',
  'coupon.redeemed': '{n, plural, one {# credit added} other {# credits added}}',
} as const;
