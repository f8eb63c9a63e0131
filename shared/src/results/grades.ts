import type { Localized } from '../i18n/locale';

export type GradeCode =
  | 'A_PLUS'
  | 'A'
  | 'A_MINUS'
  | 'B_PLUS'
  | 'B'
  | 'B_MINUS'
  | 'C_PLUS'
  | 'C'
  | 'C_MINUS'
  | 'D_PLUS'
  | 'D'
  | 'D_MINUS'
  | 'F';

export interface Grade {
  code: GradeCode;
  letter: string;
  label: Localized;
}

const letter = (l: string): Localized => ({ en: l, th: l, es: l });

/** spec part 2 §9.4 score labels: strictly "above" each threshold, highest first. */
const GRADE_STEPS: ReadonlyArray<readonly [number, Grade]> = [
  [96, { code: 'A_PLUS', letter: 'A+', label: { en: 'Exceptional A+', th: 'ยอดเยี่ยม A+', es: 'Excepcional A+' } }],
  [92, { code: 'A', letter: 'A', label: letter('A') }],
  [89, { code: 'A_MINUS', letter: 'A-', label: letter('A-') }],
  [86, { code: 'B_PLUS', letter: 'B+', label: letter('B+') }],
  [82, { code: 'B', letter: 'B', label: letter('B') }],
  [79, { code: 'B_MINUS', letter: 'B-', label: letter('B-') }],
  [76, { code: 'C_PLUS', letter: 'C+', label: letter('C+') }],
  [72, { code: 'C', letter: 'C', label: letter('C') }],
  [69, { code: 'C_MINUS', letter: 'C-', label: letter('C-') }],
  [66, { code: 'D_PLUS', letter: 'D+', label: letter('D+') }],
  [62, { code: 'D', letter: 'D', label: letter('D') }],
  [59, { code: 'D_MINUS', letter: 'D-', label: letter('D-') }],
];
const CRITICAL_F: Grade = { code: 'F', letter: 'F', label: { en: 'Critical F', th: 'วิกฤต F', es: 'Crítico F' } };

/** Score label of an overall score 0..100 (spec part 2 §9.4). */
export function gradeFor(score: number): Grade {
  for (const [above, grade] of GRADE_STEPS) if (score > above) return grade;
  return CRITICAL_F;
}

export type PerformanceLevel = 'EXCELLENT' | 'GOOD' | 'FAIR' | 'POOR';
export const PERFORMANCE_LEVELS: readonly PerformanceLevel[] = ['EXCELLENT', 'GOOD', 'FAIR', 'POOR'];

export const PERFORMANCE_LEVEL_LABELS: Record<PerformanceLevel, Localized> = {
  EXCELLENT: { en: 'Excellent', th: 'ดีเยี่ยม', es: 'Excelente' },
  GOOD: { en: 'Good', th: 'ดี', es: 'Bueno' },
  FAIR: { en: 'Fair', th: 'พอใช้', es: 'Regular' },
  POOR: { en: 'Poor', th: 'ต้องปรับปรุง', es: 'Deficiente' },
};

/** spec part 2 §9.4: 80 and above Excellent; 70 Good; 40 Fair; below 40 Poor. */
export function performanceLevel(score: number): PerformanceLevel {
  if (score >= 80) return 'EXCELLENT';
  if (score >= 70) return 'GOOD';
  if (score >= 40) return 'FAIR';
  return 'POOR';
}

export type GradeTone = 'green' | 'blue' | 'yellow' | 'red';

/** The colour a grade is shown in, by its performance level: a Critical F is never shown as good news. */
export function gradeTone(score: number): GradeTone {
  const tones: Record<PerformanceLevel, GradeTone> = { EXCELLENT: 'green', GOOD: 'blue', FAIR: 'yellow', POOR: 'red' };
  return tones[performanceLevel(score)];
}
