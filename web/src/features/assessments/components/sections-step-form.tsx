import { useState, type FormEvent } from 'react';
import type { SectionKind } from '@shared/sections/kinds';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';

interface SectionChoice {
  kind: SectionKind;
  available: boolean;
  minutes: number;
}

interface SectionsStepFormProps {
  choices: readonly SectionChoice[];
  selected: readonly SectionKind[];
  onChange: (sections: SectionKind[]) => void;
  onBack: () => void;
  onCreate: () => Promise<void>;
  error?: string | undefined;
  /** Sections of a published assessment someone has started: shown, not changeable. */
  locked?: boolean;
}

/** Wizard step 2: choose sections; at least one (spec part 1 §5 "Request 1 section"). */
export function SectionsStepForm({
  choices,
  selected,
  onChange,
  onBack,
  onCreate,
  error,
  locked = false,
}: SectionsStepFormProps) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (selected.length === 0) return setLocalError(errorText('SECTION_REQUIRED', locale));
    setLocalError(undefined);
    setBusy(true);
    try {
      await onCreate();
    } finally {
      setBusy(false);
    }
  }

  const toggle = (kind: SectionKind, on: boolean) =>
    onChange(on ? [...selected.filter((k) => k !== kind), kind] : selected.filter((k) => k !== kind));

  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <div>
        <h2>{t('wizard.sections.title')}</h2>
        <p className="muted">{t('wizard.sections.subtitle')}</p>
      </div>
      {(localError || error) && <Alert>{localError ?? error}</Alert>}
      <fieldset className="section-options" style={{ border: 0, padding: 0, margin: 0 }} data-tour="wizard-sections">
        <legend className="visually-hidden">{t('wizard.sections.title')}</legend>
        {choices.map((c) => (
          <label key={c.kind} className="section-option">
            <input
              type="checkbox"
              checked={selected.includes(c.kind)}
              disabled={!c.available || locked}
              onChange={(e) => toggle(c.kind, e.target.checked)}
            />
            <span>
              <strong>{t(sectionNameKey(c.kind))}</strong>
              <br />
              <span className="muted small">
                {c.available ? t('wizard.sections.minutes', { minutes: c.minutes }) : t('wizard.sections.comingSoon')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="wizard-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('wizard.sections.create')}
        </Button>
      </div>
    </form>
  );
}
