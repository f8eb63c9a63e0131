import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { uploadLogo } from '../api/logo-upload';

interface LogoFieldProps {
  /** The address of the logo saved now ('' without one). */
  currentUrl: string;
  /** Called with the uploaded key, or '' when the logo is removed. */
  onChange: (key: string, previewUrl: string) => void;
  onBusy?: (busy: boolean) => void;
}

/** Logo picker: JPG or PNG up to 2 MB, uploaded as soon as it is chosen, with a preview and Remove. */
export function LogoField({ currentUrl, onChange, onBusy }: LogoFieldProps) {
  const t = useT();
  const describe = useDescribeError();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState(currentUrl);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => setPreview(currentUrl), [currentUrl]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    setBusy(true);
    onBusy?.(true);
    try {
      const key = await uploadLogo(file);
      const url = URL.createObjectURL(file);
      setPreview(url);
      onChange(key, url);
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
      onBusy?.(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {t('teams.logo.label')} <span className="muted">({t('common.optional')})</span>
      </label>
      <div className="logo-field">
        {preview ? (
          <img src={preview} alt={t('teams.logo.preview')} className="logo-field-preview" />
        ) : (
          <span className="logo-field-empty" aria-hidden="true" />
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          onChange={(e) => void choose(e.target.files?.[0])}
          aria-describedby={`${id}-hint`}
        />
        <Button variant="secondary" size="sm" busy={busy} onClick={() => input.current?.click()}>
          {preview ? t('teams.logo.replace') : t('teams.logo.choose')}
        </Button>
        {preview && !busy && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setPreview('');
              onChange('', '');
            }}
          >
            {t('teams.logo.remove')}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('teams.logo.hint')}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
