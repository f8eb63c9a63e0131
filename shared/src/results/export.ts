import { LOCALES, type Locale } from '../i18n/locale';
import type { SectionKind } from '../sections/kinds';

/**
 * Item-level export of an assessment's results (CSV and JSON; columns documented in docs/export.md). One row
 * per respondent: who they are, where they are, the overall and section scores, seconds spent per section,
 * and every answer they gave under `answer.<section>.<item path>` (open answers as written), and last, the AI
 * translation of their open answers an employer had made, under `translation.<language>.<open answer key>`.
 * Lists join with '|'.
 */
export const EXPORT_FIXED_COLUMNS = [
  'respondent_id',
  'first_name',
  'last_name',
  'email',
  'status',
  'language',
  'invited_at',
  'joined_at',
  'finished_at',
  'score',
  'rating',
] as const;

export type ExportValue = string | number | boolean | null;
export type ExportRow = Record<string, ExportValue>;

export interface ExportSource {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  temporary_email: boolean;
  status: string;
  lang: string;
  invited_at: string | null;
  joined_at: string | null;
  finished_at: string | null;
  score: number | null;
  rating: number | null;
  summaries: Record<string, unknown>;
  answers: Record<string, unknown>;
  seconds: Record<string, number>;
  comments?: Record<string, string>;
  /** Translations of the open answers made so far (issue 27), by language, keyed as shared/src/results/open-answers.ts. */
  translations?: Partial<Record<Locale, readonly { key: string; text: string }[]>>;
}

function flatten(prefix: string, value: unknown, out: ExportRow): void {
  if (value === undefined) return;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out[prefix] = value;
    return;
  }
  if (Array.isArray(value)) {
    out[prefix] = value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join('|');
    return;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) flatten(`${prefix}.${k}`, v, out);
}

export function exportRow(r: ExportSource, sections: readonly SectionKind[]): ExportRow {
  const row: ExportRow = {
    respondent_id: r.id,
    first_name: r.firstname,
    last_name: r.lastname,
    email: r.temporary_email ? '' : r.email,
    status: r.status,
    language: r.lang,
    invited_at: r.invited_at,
    joined_at: r.joined_at,
    finished_at: r.finished_at,
    score: r.score,
    rating: r.rating,
  };
  for (const kind of sections) {
    const overall = (r.summaries[kind] as { overall?: unknown } | undefined)?.overall;
    row[`score.${kind}`] = typeof overall === 'number' ? overall : null;
    row[`seconds.${kind}`] = r.seconds[kind] ?? null;
  }
  for (const kind of sections) flatten(`answer.${kind}`, r.answers[kind], row);
  for (const kind of sections) if (r.comments?.[kind]) row[`comment.${kind}`] = r.comments[kind];
  for (const language of LOCALES)
    for (const item of r.translations?.[language] ?? []) row[`translation.${language}.${item.key}`] = item.text;
  return row;
}

/**
 * Every column any row has, fixed ones first, then scores and seconds by section order, then answers sorted, then
 * the translations of open answers (by language, then section order), so the columns before them stay where they were.
 */
export function exportColumns(rows: readonly ExportRow[], sections: readonly SectionKind[]): string[] {
  const fixed = [...EXPORT_FIXED_COLUMNS, ...sections.flatMap((k) => [`score.${k}`, `seconds.${k}`])];
  const seen = new Set<string>(fixed);
  const answers = new Set<string>();
  const translations = new Set<string>();
  for (const row of rows)
    for (const key of Object.keys(row))
      if (!seen.has(key)) (key.startsWith('translation.') ? translations : answers).add(key);
  const order = new Map(sections.map((k, i) => [k, i]));
  const sectionAt = (key: string, at: number) => order.get(key.split('.')[at] as SectionKind) ?? 99;
  const languageOf = (key: string) => LOCALES.indexOf(key.split('.')[1] as Locale);
  // An open answer's key is `<section>.<item>` or `comment.<section>`.
  const answerSection = (key: string) => Math.min(sectionAt(key, 2), sectionAt(key, 3));
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return [
    ...fixed,
    ...[...answers].sort((a, b) => sectionAt(a, 1) - sectionAt(b, 1) || byName(a, b)),
    ...[...translations].sort(
      (a, b) => languageOf(a) - languageOf(b) || answerSection(a) - answerSection(b) || byName(a, b),
    ),
  ];
}
