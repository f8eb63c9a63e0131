import { useState } from 'react';
import type { RespondentRow, ShareLinkView } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { copyText } from '../../assessments';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { createShareLink, revokeShareLink, sharedResultUrl, useShareLinks } from '../api/share-links';

/**
 * Share a result (spec part 1 §2 "share link", §6): a link at candidate level (no e-mail, rating, time,
 * personality or written answers) or manager level (everything), copied at once, listed, and revocable.
 */
export function SharePanel({ row }: { row: Pick<RespondentRow, 'form_id' | 'id'> }) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const links = useShareLinks(row);
  const [role, setRole] = useState<ShareLinkView['role']>('candidate');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();

  async function create() {
    setBusy(true);
    setMessage(undefined);
    try {
      const link = await createShareLink(row, role);
      const copied = await copyText(sharedResultUrl(window.location.origin, link.token));
      setMessage({ tone: 'success', text: copied ? t('share.copied') : t('share.created') });
    } catch (err) {
      setMessage({ tone: 'error', text: describe(err) });
    } finally {
      setBusy(false);
    }
  }

  // An expired link opens nothing (SHARE_LINK_TTL_DAYS), like a revoked one: neither is offered to copy.
  const active = (links.data?.items ?? []).filter((l) => !l.revoked_at && Date.parse(l.expires_at) > Date.now());
  return (
    <div className="stack">
      <fieldset className="fieldset">
        <legend>{t('share.level')}</legend>
        {(['candidate', 'manager'] as const).map((r) => (
          <label key={r} className="checkbox">
            <input type="radio" name="share-role" checked={role === r} onChange={() => setRole(r)} />
            <span>
              <strong>{t(`share.role.${r}`)}</strong>
              <br />
              <span className="muted small">{t(`share.role.${r}.help`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button onClick={create} busy={busy}>
          {t('share.create')}
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {active.length > 0 && (
        <ul className="plain-list">
          {active.map((l) => (
            <li key={l.token} className="row" style={{ justifyContent: 'space-between' }}>
              <span className="stack" style={{ flex: 1, gap: '0.2rem' }}>
                <input
                  className="input input-sm"
                  style={{ width: '100%' }}
                  readOnly
                  value={sharedResultUrl(window.location.origin, l.token)}
                  aria-label={t('share.link', { role: t(`share.role.${l.role}`) })}
                  onFocus={(e) => e.target.select()}
                />
                <span className="muted small">
                  {t(`share.role.${l.role}`)} · {formatDate(l.created_at, locale, true)} ·{' '}
                  {t('share.expires', { date: formatDate(l.expires_at, locale) })}
                </span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => void revokeShareLink(row, l.token)}>
                {t('share.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
