import type { creditsEn } from './credits.en';

/** Interface strings of credits, plans and coupons, Spanish. */
export const creditsEs: Record<keyof typeof creditsEn, string> = {
  'coupon.title': '¿Tienes un cupón?',
  'coupon.code': 'Código del cupón',
  'coupon.redeem': 'Canjear',
  'coupon.redeemed': '{n, plural, one {Se añadió # crédito} other {Se añadieron # créditos}}',
};
