import { signalTotals, readStoredSignals, type SignalTotals } from '@shared/respondents/integrity';
import type { RespondentIntegrity } from '@shared/routes/result-schemas';
import { ZSectionKind } from '@shared/sections/kinds-schema';
import type { RespondentItem } from '../db/entities/candidate';
import type { AssessmentItem } from '../assessments';
import { comparedRespondents } from './result-store';

const noticed = (t: SignalTotals) => ({
  focus_lost: t.focus_lost.count > 0,
  fullscreen_exit: t.fullscreen_exit.count > 0,
  paste: t.paste.count > 0,
  other_tab: t.other_tab.count > 0,
  fast_answer: t.fast_answer.count > 0,
});

/**
 * A result's Integrity panel (docs/integrity.md): this respondent's signals over every section, and for each signal
 * how many of the assessment's started respondents show it; a device or network is "shared" when another respondent
 * of the same assessment answered from it. Neutral amounts only: nothing here changes or hides a score.
 */
export async function integrityOf(
  assessment: AssessmentItem,
  respondent: RespondentItem,
): Promise<RespondentIntegrity> {
  const { data, partial } = await comparedRespondents(assessment.id);
  const others = data.filter((c) => c.emailKey !== respondent.emailKey);
  const all = [...others, respondent];
  const totals = all.map((c) => ({
    c,
    flags: noticed(signalTotals(c.integrity, { hideFocus: c.assistive_technology === true })),
  }));
  const hideFocus = respondent.assistive_technology === true;
  const countOf = (key: 'device_id' | 'network_key', value: string | undefined) =>
    value ? others.filter((c) => c[key] === value).length : 0;
  const sharing = (key: 'device_id' | 'network_key') => {
    const seen = new Map<string, number>();
    for (const c of all) if (c[key]) seen.set(c[key], (seen.get(c[key]) ?? 0) + 1);
    return all.filter((c) => c[key] && (seen.get(c[key]) ?? 0) > 1).length;
  };
  const prevalence = (k: keyof ReturnType<typeof noticed>) => totals.filter((t) => t.flags[k]).length;
  const own = signalTotals(respondent.integrity, { hideFocus });
  const events = Object.entries((respondent.integrity ?? {}) as Record<string, unknown>)
    .flatMap(([section, stored]) => {
      const kind = ZSectionKind.safeParse(section);
      if (!kind.success) return [];
      const shown = readStoredSignals(stored).events.filter((e) => !(hideFocus && e.kind === 'focus_lost'));
      return shown.map((e) => ({
        section: kind.data,
        kind: e.kind,
        at: e.at,
        ...('ms' in e && { ms: e.ms }),
        ...('chars' in e && { chars: e.chars }),
      }));
    })
    .sort((a, b) => a.at.localeCompare(b.at));
  return {
    respondents: all.length,
    accommodations: {
      extra_minutes: respondent.extra_minutes ?? 0,
      assistive_technology: hideFocus,
    },
    partial,
    signals: [
      { kind: 'focus_lost', count: own.focus_lost.count, ms: own.focus_lost.ms, prevalence: prevalence('focus_lost') },
      { kind: 'fullscreen_exit', count: own.fullscreen_exit.count, prevalence: prevalence('fullscreen_exit') },
      { kind: 'paste', count: own.paste.count, chars: own.paste.chars, prevalence: prevalence('paste') },
      { kind: 'other_tab', count: own.other_tab.count, prevalence: prevalence('other_tab') },
      { kind: 'fast_answer', count: own.fast_answer.count, prevalence: prevalence('fast_answer') },
      {
        kind: 'shared_device',
        count: countOf('device_id', respondent.device_id),
        prevalence: sharing('device_id'),
      },
      {
        kind: 'shared_network',
        count: countOf('network_key', respondent.network_key),
        prevalence: sharing('network_key'),
      },
    ],
    events,
    capped: own.capped,
  };
}
