import { useState, type FormEvent } from 'react';
import { REFERRAL_REWARD_CREDITS } from '@shared/constants';
import type { ReferralRow } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { TextField } from '../../../components/ui/field';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { inviteReferral, useReferralLink, useReferrals } from '../api/referrals';

const STATUS_LABEL: Record<ReferralRow['status'], MessageKey> = {
  pending: 'referral.status.pending',
  signed_up: 'referral.status.signed_up',
  assessment_created: 'referral.status.assessment_created',
};

/**
 * My account, refer a friend (spec part 1 §2, part 2 §9.2): the personal link to copy, an invitation by e-mail
 * (the spec's messages shown under the field), and the friends invited with their status and credits earned.
 */
export function ReferAFriendTab() {
  const t = useT();
  return (
    <div className="stack">
      <p>{t('referral.intro', { credits: REFERRAL_REWARD_CREDITS })}</p>
      <PersonalLink />
      <InviteForm />
      <Invitations />
    </div>
  );
}

function PersonalLink() {
  const t = useT();
  const describe = useDescribeError();
  const link = useReferralLink();
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="referral-link-title" className="stack">
      <h2 id="referral-link-title">{t('referral.linkTitle')}</h2>
      {link.isLoading && <Spinner label={t('common.loading')} />}
      {link.error && <Alert>{describe(link.error)}</Alert>}
      {link.data && (
        <div className="row-actions align-end">
          <TextField
            label={t('referral.linkLabel')}
            value={link.data.link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            data-testid="referral-link"
          />
          <Button
            variant="secondary"
            onClick={() =>
              void navigator.clipboard?.writeText(link.data?.link ?? '').then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('common.copied') : t('referral.copy')}
          </Button>
        </div>
      )}
    </section>
  );
}

function InviteForm() {
  const t = useT();
  const describe = useDescribeError();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();

  async function send(e: FormEvent) {
    e.preventDefault();
    setSending(true);
    setError(undefined);
    setSent(undefined);
    try {
      const row = await inviteReferral(email.trim());
      setSent(row.email);
      setEmail('');
    } catch (err) {
      setError(describe(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="referral-invite-title" className="stack">
      <h2 id="referral-invite-title">{t('referral.inviteTitle')}</h2>
      <form className="row-actions align-end" onSubmit={send} noValidate>
        <TextField
          label={t('referral.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          autoComplete="off"
        />
        <Button type="submit" busy={sending}>
          {t('referral.send')}
        </Button>
      </form>
      {sent && <Alert tone="success">{t('referral.sent', { email: sent })}</Alert>}
    </section>
  );
}

function Invitations() {
  const t = useT();
  const describe = useDescribeError();
  const list = useReferrals();
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="referral-list-title" className="stack">
      <h2 id="referral-list-title">{t('referral.listTitle')}</h2>
      {list.isLoading && <Spinner label={t('common.loading')} />}
      {list.error && <Alert>{describe(list.error)}</Alert>}
      {list.data && items.length === 0 && <p className="muted">{t('referral.empty')}</p>}
      {items.length > 0 && (
        <div className="table-wrap">
          <table className="table" data-testid="referral-list">
            <thead>
              <tr>
                <th scope="col">{t('referral.col.email')}</th>
                <th scope="col">{t('referral.col.status')}</th>
                <th scope="col">{t('referral.col.credits')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.email}>
                  <td>
                    {row.email}
                    {row.source === 'link' && <span className="muted small"> · {t('referral.viaLink')}</span>}
                  </td>
                  <td>{t(STATUS_LABEL[row.status])}</td>
                  <td>{row.credits_earned > 0 ? `+${row.credits_earned}` : 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
