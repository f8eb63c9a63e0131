import { emailKey } from '@shared/accounts/email';
import { DomainError } from '@shared/errors';
import { INVITE_RESEND_INTERVAL_MS } from '@shared/constants/limits';
import { sectionAllowanceSeconds } from '@shared/constants';
import type { Locale } from '@shared/i18n/locale';
import { ZLocale } from '@shared/i18n/locale-schema';
import type { RouteOf, Response } from '@shared/routes';
import { defineHandler, type UseCaseInput } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser, type UserItem } from '../../accounts/repo';
import { loadVisibleTemplate, sectionsOf, type TemplateItem } from '../../assessments/repo';
import { sendMail } from '../../adapters/mail';
import { isConditionFailure } from '../../shared/conditional';
import { webUrl } from '../../shared/web-url';
import { inboxLink } from '../email-proof';
import { brandingOf, type TeamBranding } from '../branding';
import { createRespondent } from '../create-respondent';
import { invitationEmail } from '../mail/invitation-email';
import type { CandidateItem } from '../repo';
import { assertCanPayForCompletion } from '../../credits/completion-credit';

/**
 * Invite by e-mail, one or many (spec part 1 §2 "Invite screens", §5 "Invitations"): each new address gets a
 * respondent at INVITED with a personal link and the invitation e-mail, in the assessment's language. An
 * address already invited gets a reminder instead of a second record; one that has completed is skipped.
 * `test` sends one preview to the signed-in user and invites nobody.
 */
async function inviteCandidatesUseCase({ actor, params, body, now }: UseCaseInput<'inviteCandidates'>): Promise<Response<RouteOf<'inviteCandidates'>>> {
  const user = await loadOrCreateUser(actor, now);
  const template = await loadVisibleTemplate(params.id, user);
  if (template.status !== 'published' || !template.publicCode) throw new DomainError('NOT_PUBLISHED');
  const locale: Locale = body.lang ?? ZLocale.catch('en').parse(template.languages_required?.[0]);
  const advanced = body.sender || body.subject || body.body ? { sender: body.sender, subject: body.subject, body: body.body } : undefined;
  const context = { template, branding: await brandingOf(template), locale, advanced, user };

  if (body.test) {
    const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
    await sendMail(await invitationEmail({ ...mailInput(context), to: user.email, name, link: `${webUrl()}/assessment-test/${template.publicCode}`, reminder: false }));
    return { invited: [], reminded: [], skipped: [], test_sent_to: user.email };
  }

  // Invitations need available credits (spec part 2 §5): the ones that would pay for a completion.
  await assertCanPayForCompletion(template, now);
  if (advanced) await db().entities.template.patch({ id: template.id }).set({ invite_template: advanced }).go();
  const outcome = { invited: [] as string[], reminded: [] as string[], skipped: [] as string[], test_sent_to: null };
  for (const r of body.recipients) {
    const created = await createRespondent(template, { email: r.email, firstname: r.firstname, lastname: r.lastname, lang: locale, invited: true }, now);
    const { data: candidate } = await db().entities.candidate.get({ form_id: template.id, emailKey: emailKey(r.email) }).go({ consistent: true });
    if (!candidate || candidate.deleted) continue;
    if (created === 'written') {
      await send(context, candidate, false);
      outcome.invited.push(r.email);
    } else if (candidate.status === 'COMPLETED' || candidate.status === 'RECOMPUTE') {
      outcome.skipped.push(r.email);
    } else {
      if (await claimReminder(candidate, now)) await send(context, candidate, true);
      outcome.reminded.push(r.email);
    }
  }
  return outcome;
}

export const inviteCandidates = defineHandler('inviteCandidates', inviteCandidatesUseCase);
/** The public API's call (spec part 1 §2 /docs-for-dev): the same use case, acting as the API key's account. */
export const apiInviteCandidates = defineHandler('apiInviteCandidates', inviteCandidatesUseCase);

interface InviteContext {
  template: TemplateItem;
  branding: TeamBranding;
  locale: Locale;
  advanced: { sender: string; subject: string; body: string } | undefined;
  user: UserItem;
}

function mailInput(c: InviteContext) {
  const sections = sectionsOf(c.template);
  const minutes = Math.round(sections.reduce((sum, k) => sum + sectionAllowanceSeconds(k, c.template.extra_time ?? 0), 0) / 60);
  return { formName: c.template.form_name, locale: c.locale, branding: c.branding, sections: sections.length, minutes, ...(c.advanced ? { advanced: c.advanced } : {}), replyTo: c.user.email };
}

async function send(c: InviteContext, candidate: CandidateItem, reminder: boolean): Promise<void> {
  const name = candidate.displayName || candidate.firstname || candidate.email;
  await sendMail(await invitationEmail({ ...mailInput(c), to: candidate.email, name, link: await inboxLink(candidate, c.template.publicCode ?? ''), reminder }));
}

/**
 * Counts the reminder and says whether to send it: not within a minute of the last e-mail to the address, so a
 * double click or a retried request sends one. Conditional on the count as read, so two requests send one.
 */
async function claimReminder(candidate: CandidateItem, now: Date): Promise<boolean> {
  const last = Date.parse(candidate.reminded_at ?? candidate.invited_at ?? '') || 0;
  if (now.getTime() - last < INVITE_RESEND_INTERVAL_MS) return false;
  try {
    await db()
      .entities.candidate.patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
      .set({ invite_count: (candidate.invite_count ?? 0) + 1, reminded_at: now.toISOString() })
      .where((a, op) => (candidate.invite_count === undefined ? op.notExists(a.invite_count) : op.eq(a.invite_count, candidate.invite_count)))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
