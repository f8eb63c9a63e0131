import { useId, type FormEvent } from 'react';
import {
  generatorSchema,
  type GeneratorDef,
  type GeneratorField,
  type GeneratorInputs,
} from '@shared/toolbox/generators';
import { AI_OUTPUT_LANGUAGES, type AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/feedback';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorText, useLocale, useT, type T } from '../../../lib/i18n/use-t';
import { en, type MessageKey } from '../../../lib/i18n/messages/en';

/** A field's label: the generator's own wording where it has one (an interview's length), else the shared one. */
export function fieldLabel(t: T, def: GeneratorDef, field: GeneratorField): string {
  const own = `toolbox.${def.id}.${field.name}`;
  return t((own in en ? own : `toolbox.field.${field.name}`) as MessageKey);
}

const LIST_FIELDS = new Set(['competencies', 'issues', 'focus', 'priorities']);

/** Messages per field for inputs the generator's schema refuses (the same schema the API checks with). */
export function formErrors(
  t: T,
  def: GeneratorDef,
  values: GeneratorInputs,
  locale: ReturnType<typeof useLocale>,
): Record<string, string> {
  const checked = generatorSchema(def.id).safeParse(values);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = def.fields.find((f) => f.name === issue.path[0]);
    if (!field || errors[field.name]) continue;
    errors[field.name] =
      (values[field.name] ?? '').trim() === ''
        ? t('common.required', { field: fieldLabel(t, def, field) })
        : errorText('VALIDATION_FAILED', locale);
  }
  return errors;
}

interface GeneratorFormProps {
  def: GeneratorDef;
  values: GeneratorInputs;
  onChange: (values: GeneratorInputs) => void;
  language: AiOutputLanguage;
  onLanguage: (language: AiOutputLanguage) => void;
  errors: Record<string, string>;
  busy: boolean;
  onSubmit: () => void;
}

/** The generator's inputs, drawn from its definition (shared/src/toolbox/generators.ts), the output language and Generate. */
export function GeneratorForm({
  def,
  values,
  onChange,
  language,
  onLanguage,
  errors,
  busy,
  onSubmit,
}: GeneratorFormProps) {
  const t = useT();
  const locale = useLocale();
  const set = (name: string, value: string) => onChange({ ...values, [name]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card className="stack">
      <form className="stack" onSubmit={submit} noValidate>
        {def.fields.map((field) => {
          const label = fieldLabel(t, def, field);
          const common = {
            label,
            error: errors[field.name],
            value: values[field.name] ?? '',
            required: field.required,
          };
          if (field.kind === 'select')
            return (
              <SelectField
                key={field.name}
                {...common}
                placeholder={field.required ? t('toolbox.choose') : t('toolbox.notGiven')}
                options={(field.options ?? []).map((o) => ({ value: o.id, label: o.label[locale] }))}
                onChange={(e) => set(field.name, e.target.value)}
              />
            );
          if (field.kind === 'textarea')
            return (
              <TextArea
                key={field.name}
                {...common}
                maxLength={field.maxLength}
                hint={LIST_FIELDS.has(field.name) ? t('toolbox.hint.list') : undefined}
                onChange={(v) => set(field.name, v)}
              />
            );
          return (
            <TextField
              key={field.name}
              {...common}
              maxLength={field.maxLength}
              hint={field.name === 'subject' ? t('toolbox.hint.subject') : undefined}
              onChange={(e) => set(field.name, e.target.value)}
            />
          );
        })}
        <SelectField
          label={t('toolbox.outputLanguage')}
          value={language}
          options={AI_OUTPUT_LANGUAGES.map((l) => ({ value: l, label: t(`toolbox.lang.${l}` as MessageKey) }))}
          onChange={(e) => onLanguage(e.target.value as AiOutputLanguage)}
        />
        <p className="muted small">{t('toolbox.cost')}</p>
        <div className="row">
          <Button type="submit" busy={busy}>
            {t('toolbox.generate')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function TextArea({
  label,
  hint,
  error,
  value,
  required,
  maxLength,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  required: boolean;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="input"
        rows={4}
        value={value}
        required={required}
        maxLength={maxLength}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
