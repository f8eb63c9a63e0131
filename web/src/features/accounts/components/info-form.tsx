import { useState, type FormEvent } from 'react';
import type { Profile } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { EMPLOYEE_COUNTS } from '../../../lib/options';
import { ORGANIZATION_TYPE_OPTIONS } from '@shared/accounts/options';
import { saveSignupInfo } from '../api/save-signup-info';
import { useFormSubmit } from './use-form-submit';

/**
 * The sign-up details step. The account's language is the one the page is shown in: the language control of the top
 * bar is the only one on the step (two controls named Language confused people), and it saves the choice itself.
 */
export function InfoForm({ initial, onSaved }: { initial?: Profile | undefined; onSaved: (profile: Profile) => void }) {
  const t = useT();
  const locale = useLocale();
  const [form, setForm] = useState({
    firstName: initial?.firstName ?? '',
    lastName: initial?.lastName ?? '',
    companyName: initial?.companyName ?? '',
    jopTitle: initial?.jobTitle ?? '',
    hiresPerYears: initial?.hiresPerYear ?? '',
    typeOfOrg: initial?.typeOfOrg ?? '',
    autoGenerateForm: initial?.autoGenerateForm ?? false,
    // Marketing consent: unticked unless the person ticks it (docs/privacy.md "Consent").
    sendFreeStuff: initial?.sendFreeStuff ?? false,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const { busy, error, submit: send } = useFormSubmit();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing: typeof errors = {};
    const required = (label: string) => t('common.required', { field: label });
    if (!form.firstName.trim()) missing.firstName = required(t('auth.info.firstName'));
    if (!form.lastName.trim()) missing.lastName = required(t('auth.info.lastName'));
    if (!form.companyName.trim()) missing.companyName = required(t('auth.info.companyName'));
    // The first assessment is generated for the organization type (spec part 1 §2 My Assessments).
    if (form.autoGenerateForm && !form.typeOfOrg) missing.typeOfOrg = errorText('ORGANIZATION_TYPE_REQUIRED', locale);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    await send(async () => {
      const profile = await saveSignupInfo({ ...form, language: locale, acceptTerrms: true });
      onSaved(profile);
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <div className="grid-2">
        <TextField
          label={t('auth.info.firstName')}
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          required
          autoFocus
        />
        <TextField
          label={t('auth.info.lastName')}
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          required
        />
      </div>
      <TextField
        label={t('auth.info.companyName')}
        autoComplete="organization"
        value={form.companyName}
        onChange={set('companyName')}
        error={errors.companyName}
        required
      />
      <TextField
        label={t('auth.info.jobTitle')}
        autoComplete="organization-title"
        value={form.jopTitle}
        onChange={set('jopTitle')}
      />
      <div className="grid-2">
        <SelectField
          label={t('auth.info.employees')}
          value={form.hiresPerYears}
          onChange={set('hiresPerYears')}
          placeholder={t('auth.info.choose')}
          options={EMPLOYEE_COUNTS.map((v) => ({ value: v, label: v }))}
        />
        <SelectField
          label={t('auth.info.typeOfOrg')}
          value={form.typeOfOrg}
          onChange={set('typeOfOrg')}
          error={errors.typeOfOrg}
          placeholder={t('auth.info.choose')}
          options={ORGANIZATION_TYPE_OPTIONS.map((o) => ({ value: o.id, label: o.label[locale] }))}
        />
      </div>
      <CheckboxField
        label={t('auth.info.autoGenerate')}
        help={t('auth.info.autoGenerateHelp')}
        checked={form.autoGenerateForm}
        onChange={(checked) => setForm((f) => ({ ...f, autoGenerateForm: checked }))}
      />
      <CheckboxField
        label={t('auth.info.sendFreeStuff')}
        help={t('auth.info.sendFreeStuffHelp')}
        checked={form.sendFreeStuff}
        onChange={(checked) => setForm((f) => ({ ...f, sendFreeStuff: checked }))}
      />
      <Button type="submit" busy={busy} className="btn-block">
        {t('common.continue')}
      </Button>
    </form>
  );
}
