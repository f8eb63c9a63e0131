import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { redeemCoupon } from '../api/coupons';

/**
 * Redeem a coupon code on the plan and billing tab (spec part 2 §5): the credits added, or the catalogue's
 * refusal ('Code not found', 'Already expired', 'Usage limit reached', 'Already used') in the user's language.
 */
export function RedeemCoupon({ teamId }: { teamId?: string } = {}) {
  const t = useT();
  const describe = useDescribeError();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const empty = !code.trim();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (empty || busy) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const credits = await redeemCoupon(code.trim(), teamId);
      setMessage({ tone: 'success', text: t('coupon.redeemed', { n: credits }) });
      setCode('');
    } catch (err) {
      setMessage({ tone: 'error', text: describe(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="redeem-coupon-title" className="stack">
      <h2 id="redeem-coupon-title">{t('coupon.title')}</h2>
      <form className="row-actions align-end" onSubmit={submit} noValidate>
        <TextField
          label={t('coupon.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck="false"
          data-testid="coupon-code"
        />
        <Button type="submit" busy={busy} disabled={empty}>
          {t('coupon.redeem')}
        </Button>
      </form>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </section>
  );
}
