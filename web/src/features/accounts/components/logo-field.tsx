import { useEffect, useState } from 'react';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { uploadLogo } from '../api/logo-upload';
import { ImagePicker } from './image-picker';

interface LogoFieldProps {
  /** The address of the logo saved now ('' without one). */
  currentUrl: string;
  /** Called with the uploaded key, or '' when the logo is removed. */
  onChange: (key: string, previewUrl: string) => void;
  onBusy?: (busy: boolean) => void;
}

/**
 * Logo picker: JPG or PNG up to 2 MB, uploaded as soon as it is chosen, with a preview and Remove; the form around
 * it saves the key.
 */
export function LogoField({ currentUrl, onChange, onBusy }: LogoFieldProps) {
  const t = useT();
  const describe = useDescribeError();
  const [preview, setPreview] = useState(currentUrl);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => setPreview(currentUrl), [currentUrl]);

  async function choose(file: File) {
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
    }
  }

  return (
    <ImagePicker
      label={
        <>
          {t('teams.logo.label')} <span className="muted">({t('common.optional')})</span>
        </>
      }
      hint={t('teams.logo.hint')}
      src={preview}
      alt={t('teams.logo.preview')}
      imageClassName="logo-field-preview"
      busy={busy}
      texts={{ choose: t('teams.logo.choose'), replace: t('teams.logo.replace'), remove: t('teams.logo.remove') }}
      onFile={(file) => void choose(file)}
      onRemove={() => {
        setPreview('');
        onChange('', '');
      }}
      error={error}
    />
  );
}
