import { MAX_EXTRA_TIME_MINUTES, TEXT_LIMITS } from '@shared/constants/limits';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { JOB_ROLE_OPTIONS, ORGANIZATION_TYPE_OPTIONS } from '@shared/accounts/options';
import type { WizardDraft } from './wizard-draft';

const OBJECTIVES = ['hiring', 'onboarding', 'team_building'] as const;

/** Wizard step 1: name and details. Sections need a name and an organization type (spec part 1 §5). */
export function NameStepForm({ draft, onChange, onNext }: { draft: WizardDraft; onChange: (patch: Partial<WizardDraft>) => void; onNext: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [errors, setErrors] = useState<{ name?: string; org?: string }>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!draft.form_name.trim()) next.name = errorText('ASSESSMENT_NAME_REQUIRED', locale);
    if (!draft.type_of_org.trim()) next.org = errorText('ORGANIZATION_TYPE_REQUIRED', locale);
    setErrors(next);
    if (!next.name && !next.org) onNext();
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <TextField label={t('wizard.name')} value={draft.form_name} onChange={(e) => onChange({ form_name: e.target.value })} error={errors.name} maxLength={TEXT_LIMITS.assessmentName} required autoFocus />
      <div className="grid-2">
        <TextField
          label={t('wizard.role')}
          placeholder={t('wizard.rolePlaceholder')}
          value={draft.role}
          onChange={(e) => onChange({ role: e.target.value })}
          maxLength={TEXT_LIMITS.shortText}
          list="job-role-options"
        />
        <datalist id="job-role-options">
          {JOB_ROLE_OPTIONS.map((o) => (
            <option key={o.id} value={o.label[locale]} />
          ))}
        </datalist>
        <SelectField
          label={t('auth.info.typeOfOrg')}
          value={draft.type_of_org}
          onChange={(e) => onChange({ type_of_org: e.target.value })}
          error={errors.org}
          placeholder={t('auth.info.choose')}
          options={ORGANIZATION_TYPE_OPTIONS.map((o) => ({ value: o.id, label: o.label[locale] }))}
          required
        />
      </div>
      <div className="grid-2">
        <SelectField
          label={t('wizard.objective')}
          value={draft.objective}
          onChange={(e) => onChange({ objective: e.target.value as WizardDraft['objective'] })}
          options={OBJECTIVES.map((o) => ({ value: o, label: t(`wizard.objective.${o}`) }))}
        />
        <TextField
          label={t('wizard.extraTime')}
          type="number"
          min={0}
          max={MAX_EXTRA_TIME_MINUTES}
          inputMode="numeric"
          value={String(draft.extra_time)}
          onChange={(e) => onChange({ extra_time: Math.max(0, Math.min(MAX_EXTRA_TIME_MINUTES, Math.floor(Number(e.target.value) || 0))) })}
        />
      </div>
      <div className="wizard-actions">
        <span />
        <Button type="submit">{t('common.continue')}</Button>
      </div>
    </form>
  );
}
