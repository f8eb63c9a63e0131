import { MAX_EXTRA_TIME_MINUTES, TEXT_LIMITS } from '@shared/constants/limits';
import { useState, type FormEvent } from 'react';
import { ZUpdateAssessment } from '@shared/routes';
import {
  RESPONDENT_LOCALES,
  RESPONDENT_LOCALE_NAMES,
  localeTag,
  type RespondentLocale,
} from '@shared/i18n/respondent-locale';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { JOB_ROLE_OPTIONS, ORGANIZATION_TYPE_OPTIONS } from '@shared/accounts/options';
import type { WizardDraft } from './wizard-draft';

const OBJECTIVES = ['hiring', 'onboarding', 'team_building'] as const;

/** Team access (spec part 1 §2): personal ('') or one of the user's teams; only offered for a new draft. */
export interface TeamAccessChoice {
  teams: readonly { id: string; name: string }[];
  value: string;
  onChange: (teamId: string) => void;
}

interface NameStepFormProps {
  draft: WizardDraft;
  onChange: (patch: Partial<WizardDraft>) => void;
  onNext: () => Promise<void> | void;
  error?: string | undefined;
  /** Hidden when absent or when the user has no team. */
  teamAccess?: TeamAccessChoice | undefined;
}

/** Wizard step 1: name and details (spec part 1 §2). Sections need a name and an organization type (spec part 1 §5). */
export function NameStepForm({ draft, onChange, onNext, error, teamAccess }: NameStepFormProps) {
  const t = useT();
  const locale = useLocale();
  const [errors, setErrors] = useState<{ name?: string; org?: string; redirect?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!draft.form_name.trim()) next.name = errorText('ASSESSMENT_NAME_REQUIRED', locale);
    if (!draft.type_of_org.trim()) next.org = errorText('ORGANIZATION_TYPE_REQUIRED', locale);
    if (!ZUpdateAssessment.shape.redirect_url.safeParse(draft.redirect_url.trim()).success)
      next.redirect = errorText('INVALID_URL', locale);
    setErrors(next);
    if (next.name || next.org || next.redirect) return;
    setBusy(true);
    try {
      await onNext();
    } finally {
      setBusy(false);
    }
  }

  const languages = draft.languages_required;
  /** Whether the change was kept: the last language cannot be unticked (the box is ticked again at once). */
  const toggleLanguage = (l: RespondentLocale, on: boolean): boolean => {
    const next = on ? [...languages.filter((x) => x !== l), l] : languages.filter((x) => x !== l);
    if (next.length === 0) return false;
    onChange({ languages_required: next });
    return true;
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <TextField
        label={t('wizard.name')}
        value={draft.form_name}
        onChange={(e) => onChange({ form_name: e.target.value })}
        error={errors.name}
        maxLength={TEXT_LIMITS.assessmentName}
        required
        autoFocus
        data-tour="wizard-name"
      />
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
          onChange={(e) =>
            onChange({
              extra_time: Math.max(0, Math.min(MAX_EXTRA_TIME_MINUTES, Math.floor(Number(e.target.value) || 0))),
            })
          }
        />
      </div>
      {teamAccess && teamAccess.teams.length > 0 && (
        <SelectField
          label={t('wizard.teamAccess')}
          hint={t('wizard.teamAccessHelp')}
          value={teamAccess.value}
          onChange={(e) => teamAccess.onChange(e.target.value)}
          options={[
            { value: '', label: t('wizard.teamAccess.personal') },
            ...teamAccess.teams.map((x) => ({ value: x.id, label: x.name })),
          ]}
        />
      )}
      <fieldset className="fieldset">
        <legend>{t('wizard.languages')}</legend>
        <p className="muted small">{t('wizard.languagesHelp')}</p>
        {/* No language chosen offers every respondent language (issue 27); each is named in its own language. */}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={languages.length === 0}
            onChange={(e) => onChange({ languages_required: e.currentTarget.checked ? [] : [locale] })}
          />
          <span>{t('wizard.languagesEvery')}</span>
        </label>
        {languages.length > 0 && (
          <div className="inline-options">
            {RESPONDENT_LOCALES.map((l) => (
              <label key={l} className="checkbox">
                <input
                  type="checkbox"
                  checked={languages.includes(l)}
                  onChange={(e) => {
                    if (!toggleLanguage(l, e.currentTarget.checked)) e.currentTarget.checked = true;
                  }}
                />
                <span lang={localeTag(l)}>{RESPONDENT_LOCALE_NAMES[l]}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('wizard.options')}</legend>
        <CheckboxField
          label={t('wizard.autoSend')}
          checked={draft.auto_send_result}
          onChange={(checked) => onChange({ auto_send_result: checked })}
        />
        <CheckboxField
          label={t('wizard.allowComments')}
          checked={draft.open_ended_question}
          onChange={(checked) => onChange({ open_ended_question: checked })}
        />
        <CheckboxField
          label={t('wizard.askDemographics')}
          help={t('wizard.askDemographicsHelp')}
          checked={draft.ask_demographics}
          onChange={(checked) => onChange({ ask_demographics: checked })}
        />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('wizard.integrity')}</legend>
        <CheckboxField
          label={t('wizard.randomOrder')}
          help={t('wizard.randomOrderHelp')}
          checked={draft.random_item_order}
          onChange={(checked) => onChange({ random_item_order: checked })}
        />
        <CheckboxField
          label={t('wizard.blockCopy')}
          help={t('wizard.blockCopyHelp')}
          checked={draft.block_copy_paste}
          onChange={(checked) => onChange({ block_copy_paste: checked })}
        />
        <CheckboxField
          label={t('wizard.askFullscreen')}
          help={t('wizard.askFullscreenHelp')}
          checked={draft.ask_fullscreen}
          onChange={(checked) => onChange({ ask_fullscreen: checked })}
        />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('wizard.thankYou')}</legend>
        <div className="inline-options">
          {(['default', 'custom'] as const).map((v) => (
            <label key={v} className="checkbox">
              <input
                type="radio"
                name="thank-you-page"
                checked={draft.thank_you_page === v}
                onChange={() => onChange({ thank_you_page: v })}
              />
              <span>{t(`wizard.thankYou.${v}`)}</span>
            </label>
          ))}
        </div>
        {draft.thank_you_page === 'custom' && (
          <label className="field">
            <span className="field-label">{t('wizard.thankYouMessage')}</span>
            <textarea
              className="input"
              rows={3}
              maxLength={TEXT_LIMITS.longText}
              value={draft.thank_you_message}
              onChange={(e) => onChange({ thank_you_message: e.target.value })}
            />
          </label>
        )}
        <TextField
          label={t('wizard.redirect')}
          type="url"
          inputMode="url"
          placeholder={t('wizard.redirectPlaceholder')}
          value={draft.redirect_url}
          onChange={(e) => onChange({ redirect_url: e.target.value })}
          error={errors.redirect}
        />
      </fieldset>
      <div className="wizard-actions">
        <span />
        <Button type="submit" busy={busy}>
          {t('common.continue')}
        </Button>
      </div>
    </form>
  );
}
