import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ANALYZER_MAX_VALUES } from '@shared/constants/limits';
import { randomString } from '@shared/ids/random';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import { Button } from '../../../../components/ui/button';
import { Alert } from '../../../../components/ui/feedback';
import { SelectField, TextField } from '../../../../components/ui/field';
import { useDescribeError } from '../../../../lib/error-text';
import { useT } from '../../../../lib/i18n/use-t';
import { startAnalyzerRun } from '../api/start-analyzer-run';
import { ValuesInput } from './values-input';

export interface AnalyzerFormDefaults {
  values: string[];
  language: AiOutputLanguage;
  company: string;
  orgType: string;
}

/**
 * The analyzer's inputs: values, output language (English or Thai, spec part 2 §1), and the organization they are
 * for. The run's id is made here, once per set of inputs, so a second click or a retried request names the same run.
 */
export function AnalyzerForm({
  defaults,
  signedIn,
  reportPath,
}: {
  defaults: AnalyzerFormDefaults;
  signedIn: boolean;
  reportPath: (runId: string) => string;
}) {
  const t = useT();
  const describe = useDescribeError();
  const navigate = useNavigate();
  const [values, setValues] = useState(defaults.values);
  const [language, setLanguage] = useState<AiOutputLanguage>(defaults.language);
  const [company, setCompany] = useState(defaults.company);
  const [orgType, setOrgType] = useState(defaults.orgType);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputs = JSON.stringify([values, language, company.trim(), orgType.trim()]);
  // A new id whenever the inputs change; the same id for repeats of the same inputs.
  const runId = useMemo(() => randomString(43), [inputs]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || values.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      await startAnalyzerRun({ runId, values, language, company: company.trim(), orgType: orgType.trim() }, signedIn);
      navigate(reportPath(runId));
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  }

  return (
    <form className="stack form-narrow" onSubmit={submit} noValidate aria-label={t('analyzer.title')}>
      <p className="muted">{t('analyzer.intro', { max: ANALYZER_MAX_VALUES })}</p>
      {error && <Alert>{error}</Alert>}
      <ValuesInput values={values} onChange={setValues} />
      <SelectField
        label={t('analyzer.language')}
        value={language}
        onChange={(e) => setLanguage(e.target.value === 'th' ? 'th' : 'en')}
        options={[
          { value: 'en', label: t('analyzer.language.en') },
          { value: 'th', label: t('analyzer.language.th') },
        ]}
      />
      <TextField
        label={t('analyzer.company')}
        hint={t('common.optional')}
        value={company}
        maxLength={120}
        onChange={(e) => setCompany(e.target.value)}
      />
      <TextField
        label={t('analyzer.orgType')}
        hint={t('common.optional')}
        value={orgType}
        maxLength={120}
        onChange={(e) => setOrgType(e.target.value)}
      />
      <div className="row-actions">
        <Button type="submit" busy={busy} disabled={values.length === 0}>
          {t('analyzer.submit')}
        </Button>
      </div>
    </form>
  );
}
