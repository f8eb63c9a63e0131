import { Document, Page, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { timeAnalysis } from '@shared/results/time-analysis';
import { CULTURE_TYPES, type CultureType } from '@shared/sections/oaic-archetypes/constants';
import type { SharedResult } from '@shared/routes';
import { localeDirection, localeTag, type RespondentLocale } from '@shared/i18n/respondent-locale';
import type { SectionKind } from '@shared/sections/kinds';
import { translate } from '../../../lib/i18n/i18n';
import { sectionNameKey } from '../../../lib/section-names';
import { freshFaces, PDF_SCRIPT_FACES, prepareCjkFaces } from './pdf-fonts';
import { fontFamiliesFor, scriptsIn, textDirection } from './pdf-scripts';
import {
  BIG5_DOMAINS,
  cultureTypeNames,
  reportLabels,
  reportLabelTexts,
  reportName,
  reportOpenAnswers,
  type OpenAnswerSources,
} from './report-texts';

const s = StyleSheet.create({
  page: { padding: 36, fontSize: 10, color: '#1B1C1E' },
  brand: { fontSize: 9, color: '#5b6270', marginBottom: 4 },
  title: { fontSize: 20, fontWeight: 700 },
  muted: { color: '#5b6270' },
  h2: { fontSize: 13, fontWeight: 700, marginTop: 16, marginBottom: 6 },
  row: { flexDirection: 'row', alignItems: 'center', marginBottom: 4 },
  label: { width: 170 },
  value: { width: 60, textAlign: 'right' },
  scoreBox: {
    flexDirection: 'row',
    alignItems: 'center',
    marginTop: 14,
    padding: 12,
    borderWidth: 1,
    borderColor: '#e4e4e7',
    borderRadius: 6,
  },
  big: { fontSize: 30, fontWeight: 700, marginRight: 14 },
  prompt: { fontWeight: 700, marginTop: 8, marginBottom: 2 },
  answer: { lineHeight: 1.4 },
  translated: { lineHeight: 1.4, marginTop: 3, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: '#c7d2fe' },
  badge: { fontSize: 8, color: '#3f51b5', marginTop: 3 },
  rtl: { direction: 'rtl', textAlign: 'right' },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 36,
    right: 36,
    fontSize: 8,
    color: '#5b6270',
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

export interface ReportInput {
  /** A full result, or a shared one (a candidate-level link's carries no name, dates or rating). */
  result: SharedResult['result'];
  sections: readonly SectionKind[];
  formName: string;
  companyName: string;
  color: string;
  /** employer: the full report; respondent: the shorter feedback, no company figures, rating or times. */
  audience: 'employer' | 'respondent';
  /**
   * The report's language: the employer's interface locale (en, th or es) for their report; for the respondent's
   * feedback, the language they took the assessment in (any respondent language, issue 27).
   */
  locale: RespondentLocale;
  generatedAt: Date;
  /** The assessment's setup, for the custom survey's questions above their open answers. */
  setup?: Readonly<Record<string, unknown>>;
  /** The employer's report: the stored open answers, the human skills prompts, and the translation if one was made. */
  openAnswers?: OpenAnswerSources;
}

interface ReportDocumentProps extends ReportInput {
  /** Per text, the CJK slice families that draw it (prepareCjkFaces): made ready before the document is drawn. */
  cjkFaces?: ReadonlyMap<string, readonly string[]>;
  /** The culture types as the culture profile section named them in the respondent's language (cultureTypeNames). */
  cultureNames?: Readonly<Partial<Record<CultureType, string>>>;
}

const overallOf = (summary: unknown): number | null => {
  const v = (summary as { overall?: unknown } | undefined)?.overall;
  return typeof v === 'number' ? v : null;
};

const overallScore = (r: SharedResult['result']) =>
  typeof r.summaries.overall === 'number' ? r.summaries.overall : r.score;

/** A report's fixed texts, and every text it draws (for its fonts): the labels, the names and the open answers. */
function reportContent(input: ReportInput, cultureNames?: ReportDocumentProps['cultureNames']) {
  const labels = reportLabels({
    locale: input.locale,
    audience: input.audience,
    sections: input.sections,
    overall: overallScore(input.result),
    companyName: input.companyName,
    ...(cultureNames ? { cultureNames } : {}),
  });
  const answers =
    input.audience === 'employer'
      ? reportOpenAnswers(input.result, input.sections, input.setup, input.locale, input.openAnswers)
      : [];
  const fixed = reportLabelTexts(labels);
  const name = reportName(input.result);
  return { labels, answers, name, fixed: [...fixed, name, input.formName, input.companyName] };
}

function Bar({
  label,
  value,
  color,
  marker,
  display,
  rtl,
}: {
  label: string;
  value: number | null;
  color: string;
  marker?: number | undefined;
  display?: string;
  rtl: boolean;
}) {
  const v = value === null ? 0 : Math.max(0, Math.min(100, value));
  const fill = (240 * v) / 100;
  const at = marker === undefined ? 0 : Math.max(0, Math.min(238, (240 * marker) / 100 - 1));
  // Right to left, the bar grows from the right and the row reads label, bar, value from the right.
  return (
    <View style={[s.row, rtl ? { flexDirection: 'row-reverse' } : {}]} wrap={false}>
      <Text style={[s.label, rtl ? s.rtl : {}]}>{label}</Text>
      <Svg width={240} height={12}>
        <Rect x={0} y={2} width={240} height={8} rx={4} fill="#ececf0" />
        {value !== null && <Rect x={rtl ? 240 - fill : 0} y={2} width={fill} height={8} rx={4} fill={color} />}
        {marker !== undefined && <Rect x={rtl ? 238 - at : at} y={0} width={2} height={12} fill="#1B1C1E" />}
      </Svg>
      <Text style={[s.value, rtl ? { textAlign: 'left' } : {}]}>
        {display ?? (value === null ? '—' : `${Math.round(value)}%`)}
      </Text>
    </View>
  );
}

/**
 * The candidate report (employer) or the feedback report (respondent) as a PDF document. The feedback is in the
 * respondent's language; in Arabic, Hebrew, Persian and Urdu it runs right to left (paragraphs, rows and bars).
 */
export function ReportDocument(props: ReportDocumentProps) {
  const { result: r, sections, formName, companyName, color, audience, locale, generatedAt, cjkFaces } = props;
  const { labels, answers, name, fixed } = reportContent(props, props.cultureNames);
  const accent = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#1B1C1E';
  const employer = audience === 'employer';
  const rtl = localeDirection(locale) === 'rtl';
  const overall = overallScore(r);
  const shown = sections.filter((k) => r.summaries[k] !== undefined);
  const oaic = r.summaries.oaic_archetypes as
    { candidate_avg?: Record<string, number>; company_avg?: Record<string, number> } | undefined;
  const big5 = r.summaries.big5 as Record<string, { score?: number; band?: string } | undefined> | undefined;
  const times = timeAnalysis({
    sections,
    extra_time: r.extra_time,
    spent: r.section_spent_times as Partial<Record<SectionKind, number>>,
  });
  // The faces of the scripts a text draws: the report's language's (its labels), what people typed, the CJK slices.
  const familiesOf = (...texts: string[]) => {
    const scripts = scriptsIn(texts);
    const cjk = texts.flatMap((text) => cjkFaces?.get(text) ?? []);
    return [...fontFamiliesFor(scripts, PDF_SCRIPT_FACES), ...new Set(cjk)] as unknown as string;
  };
  // A paragraph runs in its own direction: Arabic or Hebrew right to left, aligned right; in a right-to-left
  // report, every line is aligned right.
  const para = (text: string) =>
    textDirection(text) === 'rtl'
      ? { fontFamily: familiesOf(text), direction: 'rtl' as const, textAlign: 'right' as const }
      : { fontFamily: familiesOf(text), ...(rtl ? { textAlign: 'right' as const } : {}) };
  const d = rtl ? s.rtl : {};
  const fontFamily = familiesOf(...fixed);
  const date = (r.finished_at ? new Date(r.finished_at) : generatedAt).toLocaleDateString(
    locale === 'th' ? 'th-TH' : localeTag(locale),
    { dateStyle: 'long' },
  );
  const section = (k: SectionKind) => labels.sectionNames[k] ?? translate(locale, sectionNameKey(k));

  return (
    <Document title={`${formName} — ${name}`} author={companyName} creator="Culture Fit" language={localeTag(locale)}>
      <Page size="A4" style={[s.page, { fontFamily }, rtl ? { textAlign: 'right' } : {}]}>
        <Text style={[s.brand, d]}>{companyName}</Text>
        <Text style={[s.title, d]}>{labels.title}</Text>
        <Text style={[s.muted, d]}>
          {name} · {formName} · {date}
        </Text>
        <View style={[s.scoreBox, rtl ? { flexDirection: 'row-reverse' } : {}]}>
          <Text style={[s.big, { color: accent }, rtl ? { marginRight: 0, marginLeft: 14 } : {}]}>
            {overall === null ? '—' : Math.round(overall)}
          </Text>
          <View style={{ flexShrink: 1 }}>
            <Text style={[{ fontWeight: 700 }, d]}>{labels.overall}</Text>
            {labels.grade && <Text style={d}>{labels.grade}</Text>}
            {labels.intro && <Text style={[s.muted, d]}>{labels.intro}</Text>}
          </View>
        </View>
        <Text style={[s.h2, d]}>{labels.sectionsHeading}</Text>
        {shown.map((k) => (
          <Bar key={k} label={section(k)} value={overallOf(r.summaries[k])} color={accent} rtl={rtl} />
        ))}
        {oaic?.candidate_avg && (
          <View wrap={false}>
            <Text style={[s.h2, d]}>{section('oaic_archetypes')}</Text>
            <Text style={[s.muted, { marginBottom: 6 }, d]}>{labels.cultureCaption}</Text>
            {CULTURE_TYPES.map((type) => (
              <Bar
                key={type}
                label={labels.cultureTypes[type]}
                value={oaic.candidate_avg?.[type] ?? null}
                color="#2f6fed"
                marker={employer ? oaic.company_avg?.[type] : undefined}
                display={`${Math.round(oaic.candidate_avg?.[type] ?? 0)}`}
                rtl={rtl}
              />
            ))}
          </View>
        )}
        {big5 && BIG5_DOMAINS.some((dm) => typeof big5[dm]?.score === 'number') && (
          <View wrap={false}>
            <Text style={[s.h2, d]}>{section('big5')}</Text>
            <Text style={[s.muted, { marginBottom: 6 }, d]}>{labels.big5Caption}</Text>
            {BIG5_DOMAINS.map((dm) => {
              const score = big5[dm]?.score;
              const value = typeof score === 'number' ? (dm === 'neuroticism' ? 100 - score : score) : null;
              return (
                <Bar
                  key={dm}
                  label={labels.big5Domains[dm]}
                  value={value}
                  color={accent}
                  display={value === null ? '—' : `${Math.round(value)}`}
                  rtl={rtl}
                />
              );
            })}
          </View>
        )}
        {labels.employer && r.section_spent_times && Object.keys(r.section_spent_times).length > 0 && (
          <View wrap={false}>
            <Text style={s.h2}>{labels.employer.timeHeading}</Text>
            {times.sections.map((x) => (
              <Bar
                key={x.kind}
                label={section(x.kind)}
                value={x.allowance_seconds ? (100 * x.spent_seconds) / x.allowance_seconds : 0}
                color="#9aa5b1"
                display={`${Math.floor(x.spent_seconds / 60)}:${String(x.spent_seconds % 60).padStart(2, '0')}`}
                rtl={false}
              />
            ))}
          </View>
        )}
        {answers.length > 0 && (
          <View>
            <Text style={s.h2}>{labels.employer?.openAnswersHeading}</Text>
            {answers.map((a, i) => (
              <View key={i} wrap={a.answer.length + (a.translation?.length ?? 0) > 600}>
                <Text style={[s.prompt, para(a.prompt)]}>{a.prompt}</Text>
                <Text style={[s.answer, para(a.answer)]}>{a.answer}</Text>
                {a.translation && (
                  <View>
                    <Text style={s.badge}>
                      {props.openAnswers?.translation?.offline
                        ? translate(locale, 'result.translationOffline')
                        : translate(locale, 'result.machineTranslation')}
                    </Text>
                    <Text style={[s.translated, para(a.translation)]}>{a.translation}</Text>
                  </View>
                )}
              </View>
            ))}
          </View>
        )}
        {labels.employer && r.rating != null && (
          <Text style={{ marginTop: 12 }}>
            {labels.employer.rating}: {r.rating} / 5
          </Text>
        )}
        <View style={[s.footer, rtl ? { flexDirection: 'row-reverse' } : {}]} fixed>
          <Text style={[{ flexShrink: 1 }, d]}>{labels.footer}</Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/**
 * Builds the report's PDF (react-pdf and fonts load only now). The document's elements are made here, in the
 * module that draws with React (web/preact-plugin.ts), never by a page's Preact.
 */
export async function reportPdfBlob(input: ReportInput): Promise<Blob> {
  const { pdf } = await import('@react-pdf/renderer');
  return pdf(await reportElement(input)).toBlob();
}

/**
 * The report's document, its faces made ready: read afresh for each document (freshFaces), the culture types'
 * names in the feedback's language, and the CJK slices its texts need.
 */
export async function reportElement(input: ReportInput) {
  freshFaces();
  const cultureNames = await cultureNamesOf(input);
  return <ReportDocument {...input} cultureNames={cultureNames} cjkFaces={await cjkFacesOf(input, cultureNames)} />;
}

/** The culture types' names in the feedback's language, fetched only when the feedback draws the culture chart. */
export function cultureNamesOf(input: ReportInput): Promise<Partial<Record<CultureType, string>>> {
  return input.result.summaries.oaic_archetypes !== undefined && input.sections.includes('oaic_archetypes')
    ? cultureTypeNames(input.locale)
    : Promise.resolve({});
}

/** The CJK slices the report's texts need, fetched only when a label, name or answer is written in CJK characters. */
export function cjkFacesOf(input: ReportInput, cultureNames?: ReportDocumentProps['cultureNames']) {
  const { answers, fixed } = reportContent(input, cultureNames);
  return prepareCjkFaces(
    [...fixed, ...answers.flatMap((a) => [a.prompt, a.answer, ...(a.translation ? [a.translation] : [])])],
    input.result.lang ?? input.locale,
  );
}
