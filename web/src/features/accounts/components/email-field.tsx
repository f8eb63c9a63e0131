import { TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/use-t';

/** The work e-mail input of the sign-up and sign-in forms. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={t('auth.emailPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
      autoFocus
    />
  );
}
