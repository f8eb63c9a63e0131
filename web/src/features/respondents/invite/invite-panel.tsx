import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AssessmentDetail } from '@shared/routes';
import { AUTO_REMINDERS, TEXT_LIMITS } from '@shared/constants/limits';
import { isValidEmail } from '@shared/accounts/email';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { GREENHOUSE_APPLICATION_ID_PATTERN } from '@shared/ats/greenhouse';
import { PublicLink, publicTestUrl } from '../../assessments';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { inviteCandidates, type InviteInput, type InviteOutcome } from './invite-candidates';
import { parseRecipients, recipientsLimit, type ParseResult } from './parse-recipients';
import { getInvitationStatus, useInvitationStatus, type InvitationState } from './invitation-status';
import { InvitationStage } from './invitation-stage';
import {
  deadlineFields,
  deadlineFromLocal,
  extendDeadline,
  formatDeadline,
  localInputValue,
  localTimeZone,
} from './deadline';
import { OutOfCredits } from '../../credits';
import { useMe } from '../../accounts';

const TABS = ['link', 'email', 'bulk', 'advanced'] as const;
type Tab = (typeof TABS)[number];

/**
 * Invite screens (spec part 1 §2): the public link, one person by e-mail, many at once (pasted or a CSV) and the
 * advanced invite with sender, subject and body and a test to yourself first. At most 100 recipients a send.
 */
export function InvitePanel({ template, onInvited }: { template: AssessmentDetail; onInvited: () => void }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('link');
  const id = useId();
  const locale = useLocale();
  // A guest shares the public link; e-mail invitations wait for a verified account (docs/abuse.md).
  const guest = useMe().data?.isGuest ?? false;
  if (!template.publicCode) return <Alert tone="info">{t('invite.notPublished')}</Alert>;
  return (
    <div>
      <OutOfCredits />
      <div role="tablist" aria-label={t('invite.title')} className="tabs-inline">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`${id}-${k}`}
            aria-selected={tab === k}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(k)}
            data-tour={k === 'email' ? 'invite-email' : undefined}
          >
            {t(`invite.tab.${k}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tab}`}
        data-tour={tab === 'link' ? 'invite-link' : undefined}
      >
        {tab === 'link' && <PublicLink url={publicTestUrl(window.location.origin, template.publicCode)} />}
        {tab !== 'link' && guest && <Alert tone="info">{errorText('INVITE_GUEST', locale)}</Alert>}
        {tab === 'email' && !guest && <SingleInvite template={template} onInvited={onInvited} />}
        {tab === 'bulk' && !guest && (
          <ListInvite key="bulk" template={template} onInvited={onInvited} advanced={false} />
        )}
        {tab === 'advanced' && !guest && (
          <ListInvite key="advanced" template={template} onInvited={onInvited} advanced />
        )}
      </div>
    </div>
  );
}

function useSend(assessment: AssessmentDetail, onInvited: () => void) {
  const t = useT();
  const describe = useDescribeError();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{
    tone: 'success' | 'error';
    text: string;
  }>();
  // The e-mails sent from this screen, newest send first, each replacing an older line for the same address.
  const [sent, setSent] = useState<InvitationState[]>([]);
  // The assessment's invitations so far, with where each candidate is (sent, opened, started, finished, expired).
  useEffect(() => {
    let stopped = false;
    getInvitationStatus(assessment.id)
      .then(({ invitations }) => {
        if (!stopped) setSent((old) => [...old, ...invitations.filter((s) => !old.some((o) => o.email === s.email))]);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [assessment.id]);
  async function send(body: InviteInput): Promise<InviteOutcome | null> {
    setBusy(true);
    setMessage(undefined);
    try {
      const outcome = await inviteCandidates(assessment.id, body);
      setMessage({
        tone: 'success',
        text: outcome.test_sent_to
          ? t('invite.testSent', { email: outcome.test_sent_to })
          : [
              t('invite.result', {
                invited: outcome.invited.length,
                reminded: outcome.reminded.length,
                skipped: outcome.skipped.length,
              }),
              ...(outcome.limited.length ? [t('invite.limited', { limited: outcome.limited.length })] : []),
            ].join(' '),
      });
      if (!outcome.test_sent_to) {
        onInvited();
        const fresh = new Set(outcome.recipients.map((r) => r.email));
        setSent((old) => [...outcome.recipients, ...old.filter((r) => !fresh.has(r.email))]);
      }
      return outcome;
    } catch (err) {
      setMessage({ tone: 'error', text: describe(err) });
      return null;
    } finally {
      setBusy(false);
    }
  }
  const status: ReactNode = (
    <>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {sent.length > 0 && (
        <Deliveries
          assessmentId={assessment.id}
          sent={sent}
          busy={busy}
          onRetry={(email) => void send({ recipients: [{ email }] })}
          onExtended={(state) => setSent((old) => old.map((s) => (s.email === state.email ? { ...s, ...state } : s)))}
        />
      )}
    </>
  );
  return { send, busy, status };
}

/**
 * Where each e-mail of this screen's sends is, live (docs/architecture.md "Bulk invitations"): waiting, sent, or not
 * sent with the reason and a "Send again".
 */
function Deliveries({
  assessmentId,
  sent,
  busy,
  onRetry,
  onExtended,
}: {
  assessmentId: string;
  sent: InvitationState[];
  busy: boolean;
  onRetry: (email: string) => void;
  onExtended: (state: Pick<InvitationState, 'email' | 'deadline' | 'stage'>) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const states = useInvitationStatus(assessmentId, sent);
  const count = (k: InvitationState['status'][]) => states.filter((s) => k.includes(s.status)).length;
  return (
    <section aria-label={t('invite.delivery.title')} className="stack">
      <p className="small" aria-live="polite">
        {t('invite.delivery.summary', {
          sent: count(['sent']),
          pending: count(['pending', 'sending']),
          failed: count(['failed']),
        })}
      </p>
      <ul className="plain-list">
        {states.map((s) => (
          <li key={s.email} data-status={s.status}>
            <span>{s.email}</span> — <span>{t(`invite.delivery.status.${s.status}`)}</span>
            {s.stage && ' · '}
            <InvitationStage state={s} />
            {s.deadline && (
              <span className="muted small">
                {' '}
                · {t('invite.deadlineOf', { time: formatDeadline(s.deadline, locale) })}
              </span>
            )}
            {s.deadline && s.stage !== 'finished' && (
              <ExtendDeadline assessmentId={assessmentId} state={s} onExtended={onExtended} />
            )}
            {s.status === 'failed' && (
              <>
                {' '}
                <span className="muted small">{t(`invite.delivery.reason.${s.reason ?? 'error'}`)}</span>{' '}
                <Button variant="secondary" size="sm" busy={busy} onClick={() => onRetry(s.email)}>
                  {t('invite.delivery.retry')}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Moves one invitation's deadline: a later one reopens a closed link. */
function ExtendDeadline({
  assessmentId,
  state,
  onExtended,
}: {
  assessmentId: string;
  state: InvitationState;
  onExtended: (state: Pick<InvitationState, 'email' | 'deadline' | 'stage'>) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(() => localInputValue(state.deadline ?? new Date().toISOString()));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  if (!open)
    return (
      <>
        {' '}
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t('invite.extend')}
        </Button>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
      </>
    );
  async function save() {
    const deadline = deadlineFromLocal(value);
    if (!deadline) return;
    setBusy(true);
    try {
      const done = await extendDeadline(assessmentId, state.email, deadline);
      onExtended({
        email: state.email,
        deadline: done.deadline,
        stage: state.stage === 'expired' ? undefined : state.stage,
      });
      setMessage({
        tone: 'success',
        text: t('invite.extended', { email: state.email, time: formatDeadline(done.deadline, locale) }),
      });
      setOpen(false);
    } catch (err) {
      setMessage({ tone: 'error', text: describe(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="stack">
      <TextField
        label={t('invite.extendTo', { email: state.email })}
        type="datetime-local"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div>
        <Button size="sm" busy={busy} onClick={() => void save()}>
          {t('invite.extend')}
        </Button>
      </div>
    </div>
  );
}

type DeadlineValue = { deadline: string; reminderDays: number };
const NO_DEADLINE: DeadlineValue = { deadline: '', reminderDays: AUTO_REMINDERS.daysBeforeDeadline };

/** The sending's optional deadline (the employer's local time) and how many days before it the reminder goes. */
function DeadlineFields({ value, onChange }: { value: DeadlineValue; onChange: (value: DeadlineValue) => void }) {
  const t = useT();
  return (
    <div className="grid-2">
      <TextField
        label={t('invite.deadline')}
        hint={t('invite.deadlineHint', { zone: localTimeZone() })}
        type="datetime-local"
        value={value.deadline}
        onChange={(e) => onChange({ ...value, deadline: e.target.value })}
      />
      {value.deadline && (
        <TextField
          label={t('invite.reminderDays')}
          hint={t('invite.reminderDaysHint')}
          type="number"
          min={0}
          max={AUTO_REMINDERS.maxDaysBeforeDeadline}
          value={String(value.reminderDays)}
          onChange={(e) => onChange({ ...value, reminderDays: Number(e.target.value) || 0 })}
        />
      )}
    </div>
  );
}

function SingleInvite({ template, onInvited }: { template: AssessmentDetail; onInvited: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { send, busy, status } = useSend(template, onInvited);
  const empty = { email: '', firstname: '', lastname: '', application: '' };
  const [form, setForm] = useState(empty);
  const [deadline, setDeadline] = useState(NO_DEADLINE);
  const [error, setError] = useState<string>();
  const [applicationError, setApplicationError] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const application = form.application.trim();
    if (!isValidEmail(form.email))
      return setError(errorText(form.email.trim() ? 'INVALID_EMAIL_ADDRESS' : 'EMAIL_REQUIRED', locale));
    setError(undefined);
    if (application && !GREENHOUSE_APPLICATION_ID_PATTERN.test(application))
      return setApplicationError(errorText('GREENHOUSE_APPLICATION_ID_INVALID', locale));
    setApplicationError(undefined);
    const recipient = {
      email: form.email,
      firstname: form.firstname,
      lastname: form.lastname,
      ...(application ? { greenhouse_application_id: application } : {}),
    };
    if (await send({ recipients: [recipient], ...deadlineFields(deadline) })) setForm(empty);
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      {status}
      <div className="grid-2">
        <TextField
          label={t('invite.firstname')}
          value={form.firstname}
          maxLength={TEXT_LIMITS.personName}
          onChange={(e) => setForm({ ...form, firstname: e.target.value })}
        />
        <TextField
          label={t('invite.lastname')}
          value={form.lastname}
          maxLength={TEXT_LIMITS.personName}
          onChange={(e) => setForm({ ...form, lastname: e.target.value })}
        />
      </div>
      <TextField
        label={t('invite.email')}
        type="email"
        value={form.email}
        error={error}
        onChange={(e) => setForm({ ...form, email: e.target.value })}
        required
      />
      <TextField
        label={t('invite.greenhouseApplication')}
        hint={t('invite.greenhouseApplicationHint')}
        inputMode="numeric"
        value={form.application}
        error={applicationError}
        onChange={(e) => setForm({ ...form, application: e.target.value })}
      />
      <DeadlineFields value={deadline} onChange={setDeadline} />
      <div>
        <Button type="submit" busy={busy}>
          {t('invite.send')}
        </Button>
      </div>
    </form>
  );
}

/** Pasted lines or an uploaded CSV, parsed as the user types, with the count and the lines that are not e-mails. */
function RecipientsInput({
  text,
  onText,
  parsed,
}: {
  text: string;
  onText: (text: string) => void;
  parsed: ParseResult;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const limit = recipientsLimit(parsed);
  return (
    <div className="stack">
      <label className="field">
        <span className="field-label">{t('invite.bulkPaste')}</span>
        <textarea
          id={id}
          className="input"
          rows={6}
          value={text}
          onChange={(e) => onText(e.target.value)}
          aria-describedby={`${id}-help`}
          placeholder={'ana@example.com\nBen Ortiz, ben@example.com, 4711'}
        />
      </label>
      <p id={`${id}-help`} className="muted small">
        {t('invite.bulkHelp')}
      </p>
      <div>
        <label className="btn btn-secondary btn-sm">
          {t('invite.bulkUpload')}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="visually-hidden"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) onText(await file.text());
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <p className="small" aria-live="polite">
        {t('invite.bulkCount', { n: parsed.recipients.length })}
      </p>
      {limit && <Alert>{errorText(limit, locale)}</Alert>}
      {parsed.invalid.slice(0, 5).map((bad) => (
        <p key={bad.line} className="field-error">
          {t(bad.reason === 'application' ? 'invite.bulkInvalidApplication' : 'invite.bulkInvalid', {
            line: bad.line,
            value: bad.value,
          })}
        </p>
      ))}
    </div>
  );
}

/**
 * Many recipients at once: plain (Bulk) or with the advanced invite's sender, subject and body and a test e-mail
 * to yourself first (Advanced).
 */
function ListInvite({
  template,
  onInvited,
  advanced,
}: {
  template: AssessmentDetail;
  onInvited: () => void;
  advanced: boolean;
}) {
  const t = useT();
  const { send, busy, status } = useSend(template, onInvited);
  const [text, setText] = useState('');
  const [deadline, setDeadline] = useState(NO_DEADLINE);
  const [mail, setMail] = useState({
    sender: '',
    subject: t('invite.defaultSubject', { company: '{company}', form: template.form_name }),
    body: t('invite.defaultBody'),
  });
  const parsed = parseRecipients(text);
  const n = parsed.recipients.length;
  const body = (test: boolean): InviteInput => ({
    recipients: test && n === 0 ? [{ email: 'preview@example.com' }] : parsed.recipients,
    ...(advanced ? { sender: mail.sender, subject: mail.subject, body: mail.body } : {}),
    ...(test ? {} : deadlineFields(deadline)),
    test,
  });
  return (
    <form
      className="stack"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (await send(body(false))) setText('');
      }}
    >
      {status}
      {advanced && (
        <>
          <TextField
            label={t('invite.sender')}
            value={mail.sender}
            maxLength={TEXT_LIMITS.shortText}
            onChange={(e) => setMail({ ...mail, sender: e.target.value })}
          />
          <TextField
            label={t('invite.subject')}
            hint={t('invite.subjectHint')}
            value={mail.subject}
            maxLength={200}
            onChange={(e) => setMail({ ...mail, subject: e.target.value })}
          />
          <label className="field">
            <span className="field-label">{t('invite.body')}</span>
            <textarea
              className="input"
              rows={7}
              maxLength={TEXT_LIMITS.longText}
              value={mail.body}
              onChange={(e) => setMail({ ...mail, body: e.target.value })}
            />
            <span className="field-hint">{t('invite.placeholders')}</span>
          </label>
        </>
      )}
      <RecipientsInput text={text} onText={setText} parsed={parsed} />
      <DeadlineFields value={deadline} onChange={setDeadline} />
      <div className="wizard-actions">
        {advanced ? (
          <Button variant="secondary" busy={busy} onClick={() => void send(body(true))}>
            {t('invite.test')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={busy} disabled={n === 0 || recipientsLimit(parsed) !== null}>
          {t('invite.sendAll', { n })}
        </Button>
      </div>
    </form>
  );
}
