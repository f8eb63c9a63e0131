import { CUSTOM_ITEM_FIELDS, customItemTexts } from '@shared/sections/custom-items';
import type { ResultProps } from '../types';
import { readVtSummary } from './vt-summary';
import { RatingsChart } from './ratings-chart';
import { ProgressBar } from '../../../components/ui/feedback';
import { useSectionContent } from '../api/get-section-content';
import { itemTexts } from './answers';
import { useLocale, useT } from '../../../lib/i18n/use-t';

const PARTS = ['defining_your_values', 'identifying_key_traits'] as const;

/** Company vs respondent rating per value and trait (the company's own ones as it wrote them), and each part's match. */
export default function ValuesAndTraitsResult({ summary, template }: ResultProps) {
  const t = useT();
  const content = useSectionContent('values_and_traits', useLocale());
  const vt = readVtSummary({ values_and_traits: summary });
  if (!vt) return null;
  const texts = new Map([
    ...itemTexts(content.data),
    ...customItemTexts(template.setup.values_and_traits, CUSTOM_ITEM_FIELDS.values_and_traits),
  ]);
  return (
    <div className="stack">
      <dl className="summary-list">
        {PARTS.map((part) => (
          <div key={part} style={{ display: 'contents' }}>
            <dt>{t(`result.${part}`)}</dt>
            <dd>
              <ProgressBar value={vt[part]} label={t(`result.${part}`)} />
            </dd>
          </div>
        ))}
      </dl>
      {PARTS.map((part) => {
        const items = vt.items
          .filter((i) => i.part === part)
          .map((i) => ({ id: i.id, label: texts.get(i.id) ?? i.id, company: i.company, candidate: i.candidate }));
        return items.length ? <RatingsChart key={part} title={t(`result.${part}`)} items={items} /> : null;
      })}
    </div>
  );
}
