/**
 * Retention of respondents (docs/privacy.md "Retention"): an account may have its respondents deleted a number of
 * months after they last answered. Not in the spec; the bounds keep a mistyped value from deleting everything.
 */
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;
/** The choices My account offers (any whole number in the bounds is accepted by the API). */
export const RETENTION_CHOICES = [3, 6, 12, 24, 36] as const;

/** The moment before which a respondent's last answer makes them due for deletion: `months` calendar months ago. */
export function retentionCutoff(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
