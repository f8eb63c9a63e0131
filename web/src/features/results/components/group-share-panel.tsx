import { useState } from 'react';
import type { GroupShareLinkView } from '@shared/routes';
import { GROUP_LINK_EXPIRY_DAYS } from '@shared/results/group-share';
import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/feedback';
import { SelectField } from '../../../components/ui/field';
import { copyText } from '../../assessments';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import {
  createGroupShareLink,
  revokeGroupShareLink,
  sharedGroupUrl,
  useGroupShareLinks,
} from '../api/group-share-links';

/**
 * Share the group results (spec part 1 §2 "/assessment-group-analytics (public)", §6): a link at candidate or
 * manager level for 1, 7 or 30 days, copied at once, listed with its state, and revocable. Shown to the
 * assessment's creator and the team's admins only (the server says who: `can_manage`).
 */
export function GroupSharePanel({ formId }: { formId: string }) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const links = useGroupShareLinks(formId);
  const [role, setRole] = useState<GroupShareLinkView['role']>('candidate');
  const [days, setDays] = useState<number>(GROUP_LINK_EXPIRY_DAYS[1]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  if (!links.data?.can_manage) return null;

  async function create() {
    setBusy(true);
    setMessage(undefined);
    try {
      const link = await createGroupShareLink(formId, role, days);
      const copied = await copyText(sharedGroupUrl(window.location.origin, link.token));
      setMessage({ tone: 'success', text: copied ? t('share.copied') : t('share.created') });
    } catch (err) {
      setMessage({ tone: 'error', text: describe(err) });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(token: string) {
    setMessage(undefined);
    try {
      await revokeGroupShareLink(formId, token);
    } catch (err) {
      setMessage({ tone: 'error', text: describe(err) });
    }
  }

  const state = (l: GroupShareLinkView) =>
    l.revoked_at ? 'revoked' : Date.parse(l.expires_at) <= Date.now() ? 'expired' : 'active';
  return (
    <Card className="stack">
      <h2>{t('groupShare.title')}</h2>
      <p className="muted">{t('groupShare.intro')}</p>
      <fieldset className="fieldset">
        <legend>{t('share.level')}</legend>
        {(['candidate', 'manager'] as const).map((r) => (
          <label key={r} className="checkbox">
            <input type="radio" name="group-share-role" checked={role === r} onChange={() => setRole(r)} />
            <span>
              <strong>{t(`share.role.${r}`)}</strong>
              <br />
              <span className="muted small">{t(`groupShare.role.${r}.help`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SelectField
        label={t('groupShare.expiry')}
        value={String(days)}
        onChange={(e) => setDays(Number(e.target.value))}
        options={GROUP_LINK_EXPIRY_DAYS.map((n) => ({ value: String(n), label: t('groupShare.days', { n }) }))}
      />
      <div>
        <Button onClick={create} busy={busy}>
          {t('share.create')}
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {links.data.items.length > 0 && (
        <ul className="plain-list">
          {links.data.items.map((l) => {
            const s = state(l);
            return (
              <li key={l.token} className="row" style={{ justifyContent: 'space-between' }}>
                <span className="stack" style={{ flex: 1, gap: '0.2rem' }}>
                  {s === 'active' && (
                    <input
                      className="input input-sm"
                      style={{ width: '100%' }}
                      readOnly
                      value={sharedGroupUrl(window.location.origin, l.token)}
                      aria-label={t('groupShare.link', { role: t(`share.role.${l.role}`) })}
                      onFocus={(e) => e.target.select()}
                    />
                  )}
                  <span className="muted small">
                    {t(`share.role.${l.role}`)} · {l.created_by} · {formatDate(l.created_at, locale, true)} ·{' '}
                    {s === 'active'
                      ? t('share.expires', { date: formatDate(l.expires_at, locale, true) })
                      : t(`groupShare.status.${s}`)}
                  </span>
                </span>
                {s === 'active' && (
                  <Button variant="ghost" size="sm" onClick={() => void revoke(l.token)}>
                    {t('share.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
