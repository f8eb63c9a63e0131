import { Document, Page, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { gradeFor, performanceLevel, PERFORMANCE_LEVEL_LABELS } from '@shared/results/grades';
import { timeAnalysis } from '@shared/results/time-analysis';
import { CULTURE_TYPES, CULTURE_TYPE_LABELS } from '@shared/sections/oaic-archetypes/schema';
import type { SharedResult } from '@shared/routes';
import type { Locale } from '@shared/i18n/locale';
import type { SectionKind } from '@shared/sections/kinds';
import { translate } from '../../../lib/i18n/i18n';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { sectionNameKey } from '../../../lib/section-names';
import { PDF_SCRIPT_FACES, prepareCjkFaces } from './pdf-fonts';
import { fontFamiliesFor, scriptsIn, textDirection } from './pdf-scripts';
import { reportOpenAnswers, reportName } from './report-texts';

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
  locale: Locale;
  generatedAt: Date;
  /** The assessment's setup, for the custom survey's questions above their open answers. */
  setup?: Readonly<Record<string, unknown>>;
}

interface ReportDocumentProps extends ReportInput {
  /** Per text, the CJK slice families that draw it (prepareCjkFaces): made ready before the document is drawn. */
  cjkFaces?: ReadonlyMap<string, readonly string[]>;
}

const overallOf = (summary: unknown): number | null => {
  const v = (summary as { overall?: unknown } | undefined)?.overall;
  return typeof v === 'number' ? v : null;
};

function Bar({
  label,
  value,
  color,
  marker,
  display,
}: {
  label: string;
  value: number | null;
  color: string;
  marker?: number | undefined;
  display?: string;
}) {
  const v = value === null ? 0 : Math.max(0, Math.min(100, value));
  return (
    <View style={s.row} wrap={false}>
      <Text style={s.label}>{label}</Text>
      <Svg width={240} height={12}>
        <Rect x={0} y={2} width={240} height={8} rx={4} fill="#ececf0" />
        {value !== null && <Rect x={0} y={2} width={(240 * v) / 100} height={8} rx={4} fill={color} />}
        {marker !== undefined && (
          <Rect x={Math.max(0, Math.min(238, (240 * marker) / 100 - 1))} y={0} width={2} height={12} fill="#1B1C1E" />
        )}
      </Svg>
      <Text style={s.value}>{display ?? (value === null ? '—' : `${Math.round(value)}%`)}</Text>
    </View>
  );
}

const BIG5 = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'] as const;

/** The candidate report (employer) or the feedback report (respondent) as a PDF document. */
export function ReportDocument({
  result: r,
  sections,
  formName,
  companyName,
  color,
  audience,
  locale,
  generatedAt,
  setup,
  cjkFaces,
}: ReportDocumentProps) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const accent = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#1B1C1E';
  const employer = audience === 'employer';
  const overall = typeof r.summaries.overall === 'number' ? r.summaries.overall : r.score;
  const grade = overall === null ? null : gradeFor(overall);
  const shown = sections.filter((k) => r.summaries[k] !== undefined);
  const name = reportName(r);
  const oaic = r.summaries.oaic_archetypes as
    { candidate_avg?: Record<string, number>; company_avg?: Record<string, number> } | undefined;
  const big5 = r.summaries.big5 as Record<string, { score?: number; band?: string } | undefined> | undefined;
  const times = timeAnalysis({
    sections,
    extra_time: r.extra_time,
    spent: r.section_spent_times as Partial<Record<SectionKind, number>>,
  });
  const answers = employer ? reportOpenAnswers(r, sections, setup, locale) : [];
  // The faces of the scripts a text draws: the interface's (Thai), those of what people typed, and the CJK slices.
  const familiesOf = (...texts: string[]) => {
    const scripts = scriptsIn(texts);
    if (locale === 'th') scripts.add('thai');
    const cjk = texts.flatMap((text) => cjkFaces?.get(text) ?? []);
    return [...fontFamiliesFor(scripts, PDF_SCRIPT_FACES), ...new Set(cjk)] as unknown as string;
  };
  // A paragraph someone wrote runs in its own direction: Arabic or Hebrew right to left, aligned right.
  const para = (text: string) =>
    textDirection(text) === 'rtl'
      ? { fontFamily: familiesOf(text), direction: 'rtl' as const, textAlign: 'right' as const }
      : { fontFamily: familiesOf(text) };
  const fontFamily = familiesOf(name, formName, companyName);
  const date = (r.finished_at ? new Date(r.finished_at) : generatedAt).toLocaleDateString(
    locale === 'th' ? 'th-TH' : locale,
    { dateStyle: 'long' },
  );

  return (
    <Document title={`${formName} — ${name}`} author={companyName} creator="Culture Fit" language={locale}>
      <Page size="A4" style={[s.page, { fontFamily }]}>
        <Text style={s.brand}>{companyName}</Text>
        <Text style={s.title}>{employer ? t('pdf.title.employer') : t('pdf.title.respondent')}</Text>
        <Text style={s.muted}>
          {name} · {formName} · {date}
        </Text>
        <View style={s.scoreBox}>
          <Text style={[s.big, { color: accent }]}>{overall === null ? '—' : Math.round(overall)}</Text>
          <View>
            <Text style={{ fontWeight: 700 }}>{t('result.overall')}</Text>
            {grade && overall !== null && (
              <Text>
                {grade.label[locale]} · {PERFORMANCE_LEVEL_LABELS[performanceLevel(overall)][locale]}
              </Text>
            )}
            {!employer && <Text style={s.muted}>{t('pdf.respondent.intro')}</Text>}
          </View>
        </View>
        <Text style={s.h2}>{t('pdf.sections')}</Text>
        {shown.map((k) => (
          <Bar key={k} label={t(sectionNameKey(k))} value={overallOf(r.summaries[k])} color={accent} />
        ))}
        {oaic?.candidate_avg && (
          <View wrap={false}>
            <Text style={s.h2}>{t(sectionNameKey('oaic_archetypes'))}</Text>
            <Text style={[s.muted, { marginBottom: 6 }]}>
              {employer ? t('pdf.culture.employer') : t('pdf.culture.respondent')}
            </Text>
            {CULTURE_TYPES.map((type) => (
              <Bar
                key={type}
                label={CULTURE_TYPE_LABELS[type][locale]}
                value={oaic.candidate_avg?.[type] ?? null}
                color="#2f6fed"
                marker={employer ? oaic.company_avg?.[type] : undefined}
                display={`${Math.round(oaic.candidate_avg?.[type] ?? 0)}`}
              />
            ))}
          </View>
        )}
        {big5 && BIG5.some((d) => typeof big5[d]?.score === 'number') && (
          <View wrap={false}>
            <Text style={s.h2}>{t(sectionNameKey('big5'))}</Text>
            <Text style={[s.muted, { marginBottom: 6 }]}>{t('pdf.big5')}</Text>
            {BIG5.map((d) => {
              const score = big5[d]?.score;
              const value = typeof score === 'number' ? (d === 'neuroticism' ? 100 - score : score) : null;
              return (
                <Bar
                  key={d}
                  label={t(`pdf.big5.${d}`)}
                  value={value}
                  color={accent}
                  display={value === null ? '—' : `${Math.round(value)}`}
                />
              );
            })}
          </View>
        )}
        {employer && r.section_spent_times && Object.keys(r.section_spent_times).length > 0 && (
          <View wrap={false}>
            <Text style={s.h2}>{t('result.time')}</Text>
            {times.sections.map((x) => (
              <Bar
                key={x.kind}
                label={t(sectionNameKey(x.kind))}
                value={x.allowance_seconds ? (100 * x.spent_seconds) / x.allowance_seconds : 0}
                color="#9aa5b1"
                display={`${Math.floor(x.spent_seconds / 60)}:${String(x.spent_seconds % 60).padStart(2, '0')}`}
              />
            ))}
          </View>
        )}
        {answers.length > 0 && (
          <View>
            <Text style={s.h2}>{t('pdf.openAnswers')}</Text>
            {answers.map((a, i) => (
              <View key={i} wrap={a.answer.length > 600}>
                <Text style={[s.prompt, para(a.prompt)]}>{a.prompt}</Text>
                <Text style={[s.answer, para(a.answer)]}>{a.answer}</Text>
              </View>
            ))}
          </View>
        )}
        {employer && r.rating != null && (
          <Text style={{ marginTop: 12 }}>
            {t('respondents.col.rating')}: {r.rating} / 5
          </Text>
        )}
        <View style={s.footer} fixed>
          <Text>{employer ? t('pdf.footer.employer') : t('pdf.footer.respondent', { company: companyName })}</Text>
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
  return pdf(<ReportDocument {...input} cjkFaces={await cjkFacesOf(input)} />).toBlob();
}

/** The CJK slices the report's texts need, fetched only when a name or answer is written in CJK characters. */
export function cjkFacesOf(input: ReportInput) {
  const answers =
    input.audience === 'employer' ? reportOpenAnswers(input.result, input.sections, input.setup, input.locale) : [];
  return prepareCjkFaces(
    [reportName(input.result), input.formName, input.companyName, ...answers.flatMap((a) => [a.prompt, a.answer])],
    input.result.lang,
  );
}
