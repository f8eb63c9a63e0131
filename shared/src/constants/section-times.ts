import { SECTION_KINDS, type SectionKind } from '../sections/kinds';
import { SECTION_META } from '../sections/meta-registry';
import type { SectionMeta } from '../sections/module';

const perKind = <T>(read: (meta: SectionMeta) => T): Readonly<Record<SectionKind, T>> =>
  Object.freeze(
    Object.fromEntries(SECTION_KINDS.map((kind) => [kind, read(SECTION_META[kind])])) as Record<SectionKind, T>,
  );

/** Seconds each section allows before extra time (spec part 2 §9.5), from each kind's meta. */
export const SECTION_ALLOWANCE_SECONDS: Readonly<Record<SectionKind, number>> = /* @__PURE__ */ perKind(
  (m) => m.allowanceSeconds,
);

/** Allowance plus the template's extra_time (minutes) × 60 (spec part 2 §9.5). */
export function sectionAllowanceSeconds(kind: SectionKind, extraTimeMinutes = 0): number {
  const extra = Number.isFinite(extraTimeMinutes) && extraTimeMinutes > 0 ? extraTimeMinutes : 0;
  return SECTION_ALLOWANCE_SECONDS[kind] + Math.round(extra * 60);
}

/** Time spent = allowance − remaining, never below 0 nor above the allowance. */
export function sectionTimeSpentSeconds(allowanceSeconds: number, remainingSeconds: number): number {
  const remaining = Math.min(Math.max(remainingSeconds, 0), allowanceSeconds);
  return allowanceSeconds - remaining;
}
