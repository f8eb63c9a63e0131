import { CULTURE_TYPES, POINTS_PER_GROUP, type CultureType } from '@shared/sections/oaic-archetypes/constants';
import type { SectionContent } from '@shared/routes';
import { useT } from '../../../lib/i18n/use-t';
import { groupTotal, setPoints, type DraftProfile } from './profile';

/**
 * The six dimensions, each sharing 100 points among four statements. Number inputs (arrow keys step by 1,
 * Page Up/Down by 10) with a running "points left" per dimension that screen readers hear as it changes.
 */
export function PointsAllocator({
  content,
  profile,
  onChange,
  disabled,
  idPrefix,
}: {
  content: SectionContent;
  profile: DraftProfile;
  onChange: (update: (p: DraftProfile) => DraftProfile) => void;
  disabled?: boolean;
  idPrefix: string;
}) {
  const t = useT();
  return (
    <div className="question-list">
      {(content.groups.dimensions ?? []).map((d, i) => {
        const left = POINTS_PER_GROUP - groupTotal(profile, d.id);
        const state = left === 0 ? 'done' : left < 0 ? 'over' : 'open';
        return (
          <fieldset key={d.id} className="choice-group" data-answered={left === 0} disabled={disabled}>
            <legend className="choice-legend">{`${i + 1}. ${d.text}`}</legend>
            {d.description && (
              <p className="muted small" style={{ clear: 'both' }}>
                {d.description}
              </p>
            )}
            <div className="points-grid" style={{ clear: 'both' }}>
              {(d.options ?? []).map((o) => {
                const id = `${idPrefix}-${d.id}-${o.id}`;
                const type = o.id as CultureType;
                if (!CULTURE_TYPES.includes(type)) return null;
                return (
                  <div key={o.id} style={{ display: 'contents' }}>
                    <label htmlFor={id}>{o.text}</label>
                    <input
                      id={id}
                      className="input input-sm"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={POINTS_PER_GROUP}
                      step={1}
                      value={profile[d.id]?.[type] ?? 0}
                      onFocus={(e) => e.currentTarget.select()}
                      onKeyDown={(e) => {
                        if (e.key !== 'PageUp' && e.key !== 'PageDown') return;
                        e.preventDefault();
                        const delta = e.key === 'PageUp' ? 10 : -10;
                        onChange((p) => setPoints(p, d.id, type, (p[d.id]?.[type] ?? 0) + delta));
                      }}
                      onChange={(e) => {
                        const value = e.target.value === '' ? 0 : Number(e.target.value);
                        onChange((p) => setPoints(p, d.id, type, value));
                      }}
                    />
                  </div>
                );
              })}
              <span className="muted small">{t('oaic.total')}</span>
              <span className="points-left" data-state={state} aria-live="polite">
                {left === 0 ? t('oaic.done') : t('oaic.left', { n: left })}
              </span>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
