import { useState, type FormEvent } from 'react';
import { PUBLIC_LINK_PATTERN } from '@shared/credits/referral';
import { TestShell } from '../../../features/respondents/components/test-shell';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Card } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';
import { navigate } from '../../candidate/candidate-location';

/**
 * /assessment-test with no link (spec part 1 §2 route table, public): where someone who has only the assessment's
 * code (the three groups at the end of a public link, e.g. "abc-def-ghi") enters it; a personal invitation's link
 * carries its own key and is opened from the e-mail.
 */
export function EnterTestCodeRoute() {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const wanted = code.trim().toLowerCase();
    if (!PUBLIC_LINK_PATTERN.test(wanted)) return setError(t('test.code.invalid'));
    navigate(`/assessment-test/${wanted}`);
  }

  return (
    <TestShell>
      <Card className="stack narrow">
        <h1>{t('test.linkTitle')}</h1>
        <p className="muted">{t('test.code.intro')}</p>
        <form className="stack" onSubmit={submit} noValidate>
          <TextField
            label={t('test.code.label')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={error}
            required
          />
          <Button type="submit" disabled={!code.trim()}>
            {t('test.code.open')}
          </Button>
        </form>
      </Card>
    </TestShell>
  );
}
