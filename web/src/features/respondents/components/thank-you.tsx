import { Card } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';

export function ThankYou({ companyName }: { companyName: string }) {
  const t = useT();
  return (
    <Card className="thanks">
      <div className="thanks-icon" aria-hidden="true">
        ✓
      </div>
      <h1>{t('test.thanks.title')}</h1>
      <p className="muted">{t('test.thanks.text', { company: companyName })}</p>
    </Card>
  );
}
