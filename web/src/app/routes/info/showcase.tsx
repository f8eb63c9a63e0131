import { useState } from 'react';
import { gradeFor, gradeTone } from '@shared/results/grades';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert, Card, ProgressBar, Spinner } from '../../../components/ui/feedback';
import { SelectField, TextField } from '../../../components/ui/field';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { Pagination } from '../../../components/ui/pagination';
import { useToast } from '../../../components/ui/toast';
import { useLocale, useT } from '../../../lib/i18n/use-t';

/**
 * The UI kit on one page (spec part 1 §2 /component-showcase and /component-showcase-simple): every shared
 * component in its states, in the current language and accent colour, for designers and developers to check.
 */
export function ComponentShowcaseRoute({ simple = false }: { simple?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const [page, setPage] = useState(3);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="stack">
      <div className="row-between">
        <h1>{t(simple ? 'pages.showcase.simpleTitle' : 'pages.showcase.title')}</h1>
        <LanguageSwitcher />
      </div>
      <Card className="stack">
        <h2>{t('pages.showcase.buttons')}</h2>
        <div className="row">
          <Button>{t('common.continue')}</Button>
          <Button variant="secondary">{t('common.back')}</Button>
          {!simple && <Button variant="ghost">{t('common.retry')}</Button>}
          {!simple && <Button variant="danger">{t('support.cancel')}</Button>}
          <Button busy>{t('common.loading')}</Button>
          <Button size="sm">{t('support.chat.send')}</Button>
          <Button disabled>{t('support.submit')}</Button>
        </div>
      </Card>
      <Card className="stack">
        <h2>{t('pages.showcase.fields')}</h2>
        <TextField label={t('support.message')} placeholder={t('support.messagePlaceholder')} />
        <TextField label={t('support.message')} defaultValue=" " error={t('support.messagePlaceholder')} />
        <SelectField
          label={t('pages.showcase.sample')}
          options={[
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ]}
        />
      </Card>
      <Card className="stack">
        <h2>{t('pages.showcase.feedback')}</h2>
        <Alert>{t('support.chat.retry')}</Alert>
        <Alert tone="success">{t('support.thanks')}</Alert>
        <Alert tone="info">{t('support.chat.empty')}</Alert>
        <Spinner label={t('common.loading')} />
        <ProgressBar value={64} label={t('pages.showcase.sample')} />
      </Card>
      {!simple && (
        <>
          <Card className="stack">
            <h2>{t('pages.showcase.badges')}</h2>
            <div className="row">
              {[98, 85, 74, 55, 12].map((score) => (
                <span key={score} className={`badge badge-${gradeTone(score)}`}>
                  {score} · {gradeFor(score).label[locale]}
                </span>
              ))}
            </div>
          </Card>
          <Card className="stack">
            <h2>{t('pages.showcase.pagination')}</h2>
            <Pagination page={page} pages={9} from={(page - 1) * 10 + 1} to={page * 10} total={87} onPage={setPage} />
          </Card>
          <Card className="stack">
            <h2>{t('pages.showcase.dialog')}</h2>
            <div className="row">
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('pages.showcase.openDialog')}
              </Button>
              <Button variant="secondary" onClick={() => toast.show(t('pages.showcase.toast'))}>
                {t('pages.showcase.showToast')}
              </Button>
            </div>
          </Card>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('pages.showcase.openDialog')}
          confirmLabel={t('common.continue')}
          cancelLabel={t('support.cancel')}
          onConfirm={async () => toast.show(t('pages.showcase.toast'))}
          onClose={() => setConfirming(false)}
          describeError={() => ''}
        >
          <p>{t('pages.showcase.sample')}</p>
        </ConfirmDialog>
      )}
      {toast.node}
    </div>
  );
}
