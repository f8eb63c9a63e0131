import type { Locale } from '@shared/i18n/locale';

const BCP47: Record<Locale, string> = { en: 'en-US', th: 'th-TH', es: 'es-ES' };

export function formatDate(iso: string | null | undefined, locale: Locale, withTime = false): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(
    BCP47[locale],
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}

export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '—';
  return `${Math.round(score * 10) / 10}%`;
}
