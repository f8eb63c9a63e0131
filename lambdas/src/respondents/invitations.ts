import * as z from '@shared/zod-mini';
import { emailKey } from '@shared/accounts/email';
import { DomainError } from '@shared/errors';
import { AUTO_REMINDERS, INVITE_BUDGETS, INVITE_RESEND_INTERVAL_MS } from '@shared/constants/limits';
import { offeredLocales, type RespondentLocale } from '@shared/i18n/respondent-locale';
import { localeOr } from '@shared/i18n/locale-schema';
import type { Body, RouteOf, Response } from '@shared/routes';
import { ZInvitationFailure, type InvitationState } from '@shared/routes/respondent-schemas';
import { type UserItem } from '../accounts';
import { loadVisibleAssessment } from '../assessments';
import { sendMail } from '../adapters/mail';
import { webUrl } from '../common/web-url';
import { brandingOf } from '../teams';
import { invitationEmail } from './mail/invitation-email';
import type { RespondentItem } from './repo';
import {
  countReminder,
  createRespondent,
  findRespondent,
  findRespondents,
  saveInviteAssessment,
} from './respondent-store';
import { assertCanPayForCompletion, completionPayer, peekCreditBalance } from '../credits';
import { hasPaidOrUsedCredit } from '../credits';
import { ipScope, reserveBudgets, withinDailyCap } from '../common/daily-cap';
import { mailInput, queueInvitations, type InvitationMessage, type InvitationWording } from './invitation-delivery';
import { invitationQueue } from './invitation-queue';
import { scheduleDeadlineReminder } from './reminders';
import { writeDeadline, writeGreenhouseApplication, writeReplyTo } from './reminder-store';

/**
 * Invite by e-mail, one or many (spec part 1 §2 "Invite screens", §5 "Invitations"): each new address gets a
 * respondent at INVITED with a personal link and the invitation e-mail, in the assessment's language. An
 * address already invited gets a reminder instead of a second record; one that has completed is skipped.
 * `test` sends one preview to the signed-in user and invites nobody.
 *
 * The product's own address sends these to strangers, so (docs/abuse.md "Invitations"): no guest sends any;
 * an account's own words go out only once it has paid or used a credit; the new invitees of a call are
 * reserved at once in the day's budgets of the account, the caller's address and the deployment (all or none:
 * a refused call invites nobody); and one recipient gets at most a few invitation e-mails a day from everyone.
 */
export async function inviteRespondents({
  formId,
  body,
  now,
  sourceIp,
  user,
}: {
  formId: string;
  body: Body<RouteOf<'inviteCandidates'>>;
  now: Date;
  sourceIp: string;
  user: UserItem;
}): Promise<Response<RouteOf<'inviteCandidates'>>> {
  const assessment = await loadVisibleAssessment(formId, user);
  if (user.isGuest) throw new DomainError('INVITE_GUEST');
  if (assessment.status !== 'published' || !assessment.publicCode) throw new DomainError('NOT_PUBLISHED');
  // The invitation's language: asked for; else the assessment's only language when it offers one (any of the
  // respondent languages: a German-only link invites in German); else its first when that is an interface language;
  // else the employer's own.
  const offered = offeredLocales(assessment.languages_required);
  const locale: RespondentLocale =
    body.lang ??
    (offered.length === 1
      ? (offered[0] as RespondentLocale)
      : localeOr(assessment.languages_required?.[0], localeOr(user.lang)));
  const advanced =
    body.sender || body.subject || body.body
      ? { sender: body.sender, subject: body.subject, body: body.body }
      : undefined;
  const established = await hasPaidOrUsedCredit(await completionPayer(assessment, now, peekCreditBalance));
  if (advanced && !established) throw new DomainError('INVITE_CUSTOM_TEXT_LOCKED');
  const wording: InvitationWording = {
    assessment,
    branding: await brandingOf(assessment),
    locale,
    advanced,
    replyTo: user.email,
  };
  const budgets = inviteBudgets(user.emailKey, sourceIp, established);
  const deadline = body.deadline ? new Date(body.deadline) : undefined;
  if (deadline && deadline.getTime() <= now.getTime()) throw new DomainError('DEADLINE_IN_PAST');

  if (body.test) {
    if (await reserveBudgets(budgets, 1, now)) throw new DomainError('INVITE_DAILY_LIMIT');
    const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
    await sendMail(
      await invitationEmail({
        ...mailInput(wording),
        to: user.email,
        name,
        link: `${webUrl()}/assessment-test/${assessment.publicCode}`,
        reminder: false,
      }),
    );
    return { invited: [], reminded: [], skipped: [], limited: [], test_sent_to: user.email, recipients: [] };
  }

  // Invitations need available credits (spec part 2 §5): the ones that would pay for a completion.
  await assertCanPayForCompletion(assessment, now);
  const known = await knownRespondents(
    assessment.id,
    body.recipients.map((r) => r.email),
  );
  const fresh = new Set(body.recipients.map((r) => emailKey(r.email)).filter((k) => !known.has(k)));
  if (await reserveBudgets(budgets, fresh.size, now)) throw new DomainError('INVITE_DAILY_LIMIT');
  if (advanced) await saveInviteAssessment(assessment.id, advanced);
  const outcome = {
    invited: [] as string[],
    reminded: [] as string[],
    skipped: [] as string[],
    limited: [] as string[],
    test_sent_to: null,
  };
  // Each e-mail to send is recorded `pending` on its respondent and queued; a worker sends them at the account's pace.
  const queued: InvitationMessage[] = [];
  const message = (respondent: RespondentItem, seq: number, reminder: boolean): InvitationMessage => ({
    formId: assessment.id,
    emailKey: respondent.emailKey,
    seq,
    reminder,
    locale,
    replyTo: user.email,
    ...(advanced ? { advanced } : {}),
  });
  const stateOf = new Map<string, RespondentItem>();
  const withinRecipientCap = (key: string) => withinDailyCap(`invite-to#${key}`, INVITE_BUDGETS.perRecipient, now);
  for (const r of body.recipients) {
    const key = emailKey(r.email);
    let respondent = known.get(key);
    if (!respondent) {
      if (!(await withinRecipientCap(key))) {
        outcome.limited.push(r.email);
        continue;
      }
      const created = await createRespondent(
        assessment,
        {
          email: r.email,
          firstname: r.firstname,
          lastname: r.lastname,
          lang: locale,
          invited: true,
          ...(r.greenhouse_application_id ? { greenhouse_application_id: r.greenhouse_application_id } : {}),
        },
        now,
      );
      respondent = (await findRespondent(assessment.id, key)) ?? undefined;
      if (!respondent || respondent.deleted) continue;
      if (created === 'written') {
        queued.push(message(respondent, 1, false));
        stateOf.set(r.email, respondent);
        outcome.invited.push(r.email);
        continue;
      }
      // Another request made it a moment ago (its invitation was just sent): an existing respondent, as below.
    }
    if (respondent.status === 'COMPLETED' || respondent.status === 'RECOMPUTE') {
      outcome.skipped.push(r.email);
      continue;
    }
    if (r.greenhouse_application_id && r.greenhouse_application_id !== respondent.greenhouse_application_id)
      await writeGreenhouseApplication(respondent, r.greenhouse_application_id);
    if (reminderDue(respondent, now)) {
      if (!(await withinRecipientCap(key))) {
        outcome.limited.push(r.email);
        continue;
      }
      if (await claimReminder(respondent, now)) {
        const seq = (respondent.invite_count ?? 0) + 1;
        queued.push(message(respondent, seq, true));
        respondent = { ...respondent, invite_status: 'pending', invite_seq: seq, invite_error: '' };
      }
    }
    stateOf.set(r.email, respondent);
    outcome.reminded.push(r.email);
  }
  // Before the e-mails are queued, so they carry the deadline; then its reminder is scheduled (reminders.ts).
  for (const respondent of stateOf.values())
    await keepDeadline(respondent, user.email, deadline, body.reminder_days, body.time_zone, now);
  const notQueued = await queueInvitations(await invitationQueue(), queued, now);
  const recipients = [...outcome.invited, ...outcome.reminded].map((email): InvitationState => {
    const c = stateOf.get(email);
    if (notQueued.has(emailKey(email))) return { email, status: 'failed', reason: 'queue' };
    // A record from before invitations were queued has no status: its e-mail was sent in the request.
    const status = c?.invite_status ?? 'sent';
    if (status !== 'failed') return { email, status };
    return { email, status, reason: z.catch(ZInvitationFailure, 'error').parse(c?.invite_error) };
  });
  return { ...outcome, recipients };
}

/**
 * The sending's deadline (when it has one) and the inviter's address for automatic reminders, kept on the
 * respondent; the deadline reminder scheduled at the chosen days before it (AUTO_REMINDERS by default).
 */
async function keepDeadline(
  respondent: RespondentItem,
  replyTo: string,
  deadline: Date | undefined,
  days: number | undefined,
  timeZone: string | undefined,
  now: Date,
): Promise<void> {
  if (!deadline) {
    if (respondent.reply_to !== replyTo) await writeReplyTo(respondent, replyTo);
    return;
  }
  const reminderDays = days ?? AUTO_REMINDERS.daysBeforeDeadline;
  await writeDeadline(respondent, {
    deadline_at: deadline.toISOString(),
    deadline_zone: knownTimeZone(timeZone),
    reminder_days: reminderDays,
    reply_to: replyTo,
  });
  await scheduleDeadlineReminder(respondent, deadline, reminderDays, now);
}

/** An IANA time zone this runtime knows, else UTC. */
function knownTimeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The day's invitation budgets one call draws on (docs/abuse.md): account, caller's address, deployment. */
function inviteBudgets(account: string, sourceIp: string, established: boolean) {
  const b = INVITE_BUDGETS;
  return [
    { scope: `invite#acct#${account}`, cap: established ? b.perAccount.established : b.perAccount.fresh },
    { scope: ipScope('invite', sourceIp), cap: b.perIp },
    { scope: 'invite#all', cap: b.deployment.all },
    ...(established ? [] : [{ scope: 'invite#all-fresh', cap: b.deployment.fresh }]),
  ];
}

/** The respondents this call's addresses already have on the assessment (removed ones aside), by e-mail key. */
async function knownRespondents(formId: string, emails: string[]): Promise<Map<string, RespondentItem>> {
  const data = await findRespondents(
    formId,
    emails.map((e) => emailKey(e)),
  );
  return new Map(data.filter((c) => !c.deleted).map((c) => [c.emailKey, c]));
}

/** Not within a minute of the last e-mail to the address, so a double click or a retried request sends one. */
const reminderDue = (c: RespondentItem, now: Date) =>
  now.getTime() - (Date.parse(c.reminded_at ?? c.invited_at ?? '') || 0) >= INVITE_RESEND_INTERVAL_MS;

/**
 * Counts the reminder and says whether to send it: only when one is due (reminderDue), and conditional on the
 * count as read, so two requests send one.
 */
async function claimReminder(respondent: RespondentItem, now: Date): Promise<boolean> {
  if (!reminderDue(respondent, now)) return false;
  return countReminder(respondent, now);
}
