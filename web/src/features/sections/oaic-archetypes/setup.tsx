import { useState } from 'react';
import type { SetupProps } from '../types';
import { SaveBar } from '../common/save-bar';
import { PointsAllocator } from './points-allocator';
import { completeProfile, incompleteGroups, readProfile } from './profile';
import { useT } from '../../../lib/i18n/use-t';

type Perspective = 'now' | 'preferred';

/** The company's culture as it is now and as it wants it to be; saved only when every dimension of both sums to 100. */
export default function OaicSetup({ content, setup, busy, onSave }: SetupProps) {
  const t = useT();
  const stored = (setup ?? {}) as { now?: unknown; preferred?: unknown };
  const [profiles, setProfiles] = useState(() => ({
    now: readProfile(stored.now),
    preferred: readProfile(stored.preferred),
  }));
  const [tab, setTab] = useState<Perspective>('now');
  const [problem, setProblem] = useState<string>();
  const names = new Map((content.groups.perspectives ?? []).map((p) => [p.id, p.text]));
  const open = { now: incompleteGroups(profiles.now).length, preferred: incompleteGroups(profiles.preferred).length };

  function save() {
    if (open.now + open.preferred > 0) {
      setTab(open.now > 0 ? 'now' : 'preferred');
      return setProblem(t('setup.oaic.incomplete', { n: open.now + open.preferred }));
    }
    setProblem(undefined);
    void onSave({ now: completeProfile(profiles.now), preferred: completeProfile(profiles.preferred) }, undefined);
  }

  return (
    <div className="stack">
      <p className="muted">{content.instructions}</p>
      <div className="tabs" role="tablist" aria-label={t('setup.oaic.perspective')}>
        {(['now', 'preferred'] as const).map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            id={`tab-${p}`}
            aria-selected={tab === p}
            aria-controls={`panel-${p}`}
            className={`tab${tab === p ? ' tab-active' : ''}`}
            onClick={() => setTab(p)}
          >
            {names.get(p) ?? p} {open[p] === 0 ? '✓' : `(${6 - open[p]}/6)`}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <PointsAllocator
          key={tab}
          idPrefix={tab}
          content={content}
          profile={profiles[tab]}
          onChange={(update) => setProfiles((ps) => ({ ...ps, [tab]: update(ps[tab]) }))}
        />
      </div>
      <SaveBar
        status={t('setup.oaic.status', { n: 12 - open.now - open.preferred })}
        problem={problem}
        busy={busy}
        onSave={save}
      />
    </div>
  );
}
