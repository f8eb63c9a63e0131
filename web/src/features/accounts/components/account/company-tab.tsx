import { useId, useState, type FormEvent } from 'react';
import { HEX_COLOR_PATTERN } from '@shared/accounts/branding';
import { ORGANIZATION_TYPE_OPTIONS } from '@shared/accounts/options';
import { MAX_MISSION_AND_VISION_CHARS } from '@shared/constants/limits';
import type { Profile } from '@shared/routes';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { Alert } from '../../../../components/ui/feedback';
import { useSave } from '../../../../lib/use-save';
import { errorText, useLocale, useT } from '../../../../lib/i18n/use-t';
import { updateCompany } from '../../api/account';
import { LogoField } from '../logo-field';

/**
 * My account, company and branding: company name, organization type, mission and vision, accent colour and logo. They brand the
 * personal workspace and its candidate-facing pages; a shared team has its own (Team tab).
 */
export function CompanyTab({ profile }: { profile: Profile }) {
  const t = useT();
  const locale = useLocale();
  const [companyName, setCompanyName] = useState(profile.companyName);
  const [typeOfOrg, setTypeOfOrg] = useState(profile.typeOfOrg);
  const [missionAndVision, setMissionAndVision] = useState(profile.missionAndVision);
  const missionId = useId();
  const [color, setColor] = useState(profile.color);
  const [logoKey, setLogoKey] = useState(profile.logoKey);
  const [uploading, setUploading] = useState(false);
  const { busy, message, save, fail } = useSave();
  const validColor = HEX_COLOR_PATTERN.test(color);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!validColor) return fail(errorText('INVALID_COLOR', locale));
    void save(() => updateCompany({ companyName, typeOfOrg, missionAndVision, color: color.toUpperCase(), logoKey }));
  }

  return (
    <form className="stack form-narrow" onSubmit={submit} noValidate>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <TextField
        label={t('auth.info.companyName')}
        value={companyName}
        onChange={(e) => setCompanyName(e.target.value)}
        maxLength={200}
        autoComplete="organization"
      />
      <SelectField
        label={t('auth.info.typeOfOrg')}
        value={typeOfOrg}
        onChange={(e) => setTypeOfOrg(e.target.value)}
        placeholder={t('auth.info.choose')}
        options={ORGANIZATION_TYPE_OPTIONS.map((o) => ({ value: o.id, label: o.label[locale] }))}
      />
      <div className="field">
        <label htmlFor={missionId} className="field-label">
          {t('account.missionAndVision')}
        </label>
        <textarea
          id={missionId}
          className="input"
          rows={5}
          value={missionAndVision}
          onChange={(e) => setMissionAndVision(e.target.value)}
          maxLength={MAX_MISSION_AND_VISION_CHARS}
          aria-describedby={`${missionId}-hint`}
        />
        <p id={`${missionId}-hint`} className="field-hint">
          {t('account.missionAndVision.hint')}
        </p>
      </div>
      <div className="color-row">
        <label className="field">
          <span className="field-label">{t('auth.branding.color')}</span>
          <input
            type="color"
            className="color-swatch"
            value={validColor ? color : '#1B1C1E'}
            onChange={(e) => setColor(e.target.value.toUpperCase())}
          />
        </label>
        <TextField
          label={t('auth.branding.colorHex')}
          value={color}
          onChange={(e) => setColor(e.target.value.trim())}
          maxLength={7}
          spellCheck="false"
        />
      </div>
      <LogoField currentUrl={profile.companyLogoUrl} onBusy={setUploading} onChange={(key) => setLogoKey(key)} />
      <div>
        <Button type="submit" busy={busy} disabled={uploading}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
