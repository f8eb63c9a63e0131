import { useState, type FormEvent } from 'react';
import { HEX_COLOR_PATTERN } from '@shared/accounts/branding';
import { DEFAULT_ACCENT_COLOR } from '@shared/constants';
import type { Profile } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { saveSignupBranding } from '../api/save-signup-branding';
import { LogoField } from './logo-field';
import { useFormSubmit } from './use-form-submit';

export function BrandingForm({
  initial,
  onSaved,
}: {
  initial?: Profile | undefined;
  onSaved: (profile: Profile) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [color, setColor] = useState(
    initial?.color && HEX_COLOR_PATTERN.test(initial.color) ? initial.color : DEFAULT_ACCENT_COLOR,
  );
  const [logoKey, setLogoKey] = useState(initial?.logoKey ?? '');
  const [logo, setLogo] = useState(initial?.companyLogoUrl ?? '');
  const [uploading, setUploading] = useState(false);
  const [colorError, setColorError] = useState<string>();
  const { busy, error, submit: send } = useFormSubmit();
  const valid = HEX_COLOR_PATTERN.test(color);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) return setColorError(errorText('INVALID_COLOR', locale));
    setColorError(undefined);
    await send(async () => onSaved(await saveSignupBranding({ color: color.toUpperCase(), logoKey })));
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <div className="color-row">
        <label className="field">
          <span className="field-label">{t('auth.branding.color')}</span>
          <input
            type="color"
            className="color-swatch"
            value={valid ? color : DEFAULT_ACCENT_COLOR}
            onChange={(e) => setColor(e.target.value.toUpperCase())}
          />
        </label>
        <TextField
          label={t('auth.branding.colorHex')}
          value={color}
          onChange={(e) => setColor(e.target.value.trim())}
          error={colorError}
          maxLength={7}
          spellCheck="false"
        />
      </div>
      <LogoField
        currentUrl={initial?.companyLogoUrl ?? ''}
        onBusy={setUploading}
        onChange={(key, url) => {
          setLogoKey(key);
          setLogo(url);
        }}
      />
      <div
        className="brand-preview"
        aria-label={t('auth.branding.preview')}
        style={{ ['--preview' as string]: valid ? color : DEFAULT_ACCENT_COLOR }}
      >
        {logo ? (
          <img src={logo} alt="" className="brand-preview-logo" />
        ) : (
          <span className="brand-preview-dot" aria-hidden="true" />
        )}
        <span className="brand-preview-bar" />
        <span className="brand-preview-button">{t('auth.branding.preview')}</span>
      </div>
      <Button type="submit" busy={busy} disabled={uploading} className="btn-block">
        {t('auth.branding.submit')}
      </Button>
    </form>
  );
}
