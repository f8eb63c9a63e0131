import { orderBySeed } from '@shared/respondents/item-order';
import { CUSTOM_ITEM_FIELDS, customItemTexts } from '@shared/sections/custom-items';
import type { ResultProps } from '../types';
import { useSectionContent } from '../api/get-section-content';
import { useLocale, useT } from '../../../lib/i18n/use-t';

interface ScenarioScore {
  scenario: string;
  company: number;
  candidate: number | null;
  match: 'exact' | 'near' | 'none';
}

/** Per scenario: how the company treats it, how the respondent would, and whether that is a match, near match or mismatch. */
export default function AcceptableBehaviorsResult({ summary, template, orderSeed }: ResultProps) {
  const t = useT();
  const content = useSectionContent('acceptable_behaviors', useLocale());
  const stored = (summary as { scenarios?: ScenarioScore[] } | undefined)?.scenarios ?? [];
  // Randomised order (docs/integrity.md): the scenarios as this respondent saw them.
  const scenarios = orderSeed ? orderBySeed(orderSeed, stored, (s) => s.scenario) : stored;
  const text = new Map([
    ...(content.data?.groups.scenarios ?? []).map((s) => [s.id, s.text] as const),
    // The company's own scenarios, as it wrote them (spec part 1 §3 `acceptable_behaviors_custom_fields`).
    ...customItemTexts(template.setup.acceptable_behaviors, CUSTOM_ITEM_FIELDS.acceptable_behaviors),
  ]);
  const label = (v: number | null) =>
    v === null ? t('result.unanswered') : (content.data?.scale?.find((l) => l.value === v)?.label ?? String(v));
  return (
    <>
      {orderSeed && <p className="muted small">{t('result.candidateOrder')}</p>}
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th className="wrap">{t('result.ab.scenario')}</th>
              <th>{t('result.company')}</th>
              <th>{t('result.candidate')}</th>
              <th>{t('result.ab.match')}</th>
            </tr>
          </thead>
          <tbody>
            {scenarios.map((s) => (
              <tr key={s.scenario}>
                <td className="wrap">{text.get(s.scenario) ?? s.scenario}</td>
                <td>{label(s.company)}</td>
                <td className={s.candidate === null ? 'muted' : ''}>{label(s.candidate)}</td>
                <td className={`match-${s.match}`}>
                  <strong>{t(`result.ab.${s.match}`)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
