import { useState, type FormEvent } from 'react';
import { HEX_COLOR_PATTERN } from '@shared/accounts/branding';
import { DEFAULT_ACCENT_COLOR } from '@shared/constants';
import type { TeamDetail } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { LogoField } from '../../accounts';

export interface TeamFormValues {
  name: string;
  companyName: string;
  color: string;
  logoKey: string;
}

/** A team's name, company name, colour and logo (spec part 1 §3 Team): used to create and to edit. */
export function TeamForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: TeamDetail;
  submitLabel: string;
  onSubmit: (v: TeamFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const [name, setName] = useState(initial?.name ?? '');
  const [companyName, setCompanyName] = useState(initial?.companyName ?? '');
  const [color, setColor] = useState(initial?.color ?? DEFAULT_ACCENT_COLOR);
  const [logoKey, setLogoKey] = useState(initial?.logoKey ?? '');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const validColor = HEX_COLOR_PATTERN.test(color);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setNameError(errorText('TEAM_NAME_REQUIRED', locale));
    if (!validColor) return setError(errorText('INVALID_COLOR', locale));
    setNameError(undefined);
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit({ name: name.trim(), companyName: companyName.trim(), color: color.toUpperCase(), logoKey });
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack form-narrow" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <TextField
        label={t('teams.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
        required
        maxLength={120}
      />
      <TextField
        label={t('auth.info.companyName')}
        value={companyName}
        onChange={(e) => setCompanyName(e.target.value)}
        maxLength={200}
      />
      <div className="color-row">
        <label className="field">
          <span className="field-label">{t('teams.color')}</span>
          <input
            type="color"
            className="color-swatch"
            value={validColor ? color : DEFAULT_ACCENT_COLOR}
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
      <LogoField currentUrl={initial?.logoUrl ?? ''} onBusy={setUploading} onChange={(key) => setLogoKey(key)} />
      <div className="row-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" busy={busy} disabled={uploading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
