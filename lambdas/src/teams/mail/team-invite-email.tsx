import { interpolate, type Locale } from '@shared/i18n/locale';
import type { MailMessage } from '../../adapters/mail/types';
import { BrandedEmail, Paragraph, renderEmail, type Branding } from '../../adapters/mail/branded-email';

interface TeamInviteCopy {
  subject: string;
  body: string;
  signIn: string;
  action: string;
  footer: string;
}

const COPY: Record<Locale, TeamInviteCopy> = {
  en: {
    subject: '{inviter} added you to the team {team}',
    body: '{inviter} added you to the team "{team}" as {role}. Team members see and duplicate the assessments shared with the team and their results.',
    signIn: 'Sign in with this e-mail address to join; the team is also in your account menu the next time you sign in.',
    action: 'Join the team',
    footer: 'If you were not expecting this e-mail, you can ignore it.',
  },
  th: {
    subject: '{inviter} เพิ่มคุณเข้าทีม {team}',
    body: '{inviter} เพิ่มคุณเข้าทีม "{team}" ในฐานะ{role} สมาชิกในทีมจะเห็นและทำสำเนาแบบประเมินที่แชร์กับทีมและผลลัพธ์ได้',
    signIn: 'เข้าสู่ระบบด้วยอีเมลนี้เพื่อเข้าร่วมทีม และทีมจะปรากฏในเมนูบัญชีของคุณเมื่อเข้าสู่ระบบครั้งถัดไป',
    action: 'เข้าร่วมทีม',
    footer: 'หากคุณไม่ได้คาดว่าจะได้รับอีเมลนี้ คุณสามารถละเว้นได้',
  },
  es: {
    subject: '{inviter} te añadió al equipo {team}',
    body: '{inviter} te añadió al equipo «{team}» como {role}. Los miembros ven y duplican las evaluaciones compartidas con el equipo y sus resultados.',
    signIn: 'Inicia sesión con esta dirección para unirte; el equipo también aparecerá en el menú de tu cuenta la próxima vez que inicies sesión.',
    action: 'Unirme al equipo',
    footer: 'Si no esperabas este correo, puedes ignorarlo.',
  },
};

const ROLE: Record<Locale, Record<'admin' | 'member', string>> = {
  en: { admin: 'an admin', member: 'a member' },
  th: { admin: 'ผู้ดูแล', member: 'สมาชิก' },
  es: { admin: 'administrador', member: 'miembro' },
};

export interface TeamInviteInput {
  to: string;
  inviter: string;
  team: string;
  role: 'admin' | 'member';
  link: string;
  locale: Locale;
  branding: Branding;
}

/** Team invitation (spec part 1 §5 "Teams"): the member joins by the link or sees the team when they next sign in. */
export async function teamInviteEmail(input: TeamInviteInput): Promise<MailMessage> {
  const copy = COPY[input.locale] ?? COPY.en;
  const values = { inviter: input.inviter, team: input.team, role: (ROLE[input.locale] ?? ROLE.en)[input.role] };
  const subject = interpolate(copy.subject, values);
  const { html, text } = await renderEmail(
    <BrandedEmail lang={input.locale} preview={subject} branding={input.branding} action={{ label: copy.action, href: input.link }} footer={copy.footer}>
      <Paragraph>{interpolate(copy.body, values)}</Paragraph>
      <Paragraph>{copy.signIn}</Paragraph>
    </BrandedEmail>,
  );
  return { to: input.to, subject, html, text, devNotice: `Team invitation for ${input.to}: ${input.link}` };
}
