import { interpolate, type Locale } from '@shared/i18n/locale';
import { PRODUCT_NAME, TEXT_LIMITS } from '@shared/constants';
import { oneLine } from '../../adapters/mail/safe-text';
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
    subject: 'You have been invited to join a team',
    body: '{inviter} invited you to join the team "{team}" on {product} as {role}. Team members see and duplicate the assessments shared with the team and their results.',
    signIn:
      'Open the invitation and sign in with this e-mail address, or create your account with it if you have none yet, then accept the invitation to join. Until you accept, you are not a member of the team.',
    action: 'See the invitation',
    footer: 'If you were not expecting this e-mail, you can ignore it: nothing changes unless you accept.',
  },
  th: {
    subject: 'คุณได้รับคำเชิญให้เข้าร่วมทีม',
    body: '{inviter} เชิญคุณเข้าร่วมทีม "{team}" บน {product} ในฐานะ{role} สมาชิกในทีมจะเห็นและทำสำเนาแบบประเมินที่แชร์กับทีมและผลลัพธ์ได้',
    signIn:
      'เปิดคำเชิญแล้วเข้าสู่ระบบด้วยอีเมลนี้ หรือสร้างบัญชีด้วยอีเมลนี้หากคุณยังไม่มีบัญชี จากนั้นตอบรับคำเชิญเพื่อเข้าร่วมทีม คุณจะยังไม่เป็นสมาชิกของทีมจนกว่าจะตอบรับ',
    action: 'ดูคำเชิญ',
    footer: 'หากคุณไม่ได้คาดว่าจะได้รับอีเมลนี้ คุณสามารถละเว้นได้ จะไม่มีสิ่งใดเปลี่ยนแปลงหากคุณไม่ตอบรับ',
  },
  es: {
    subject: 'Te han invitado a unirte a un equipo',
    body: '{inviter} te invitó a unirte al equipo «{team}» en {product} como {role}. Los miembros ven y duplican las evaluaciones compartidas con el equipo y sus resultados.',
    signIn:
      'Abre la invitación e inicia sesión con esta dirección, o crea tu cuenta con ella si aún no tienes una, y acepta la invitación para unirte. Hasta que aceptes, no eres miembro del equipo.',
    action: 'Ver la invitación',
    footer: 'Si no esperabas este correo, puedes ignorarlo: nada cambia si no aceptas.',
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

/**
 * Team invitation (spec part 1 §5 "Teams"): the invited person accepts on the team's page once signed in.
 * The subject is the product's own text (docs/abuse.md): the team's and the inviter's names are typed by the
 * inviter, so they appear in the body only, one safe line each.
 */
export async function teamInviteEmail(input: TeamInviteInput): Promise<MailMessage> {
  const copy = COPY[input.locale] ?? COPY.en;
  const team = oneLine(input.team, TEXT_LIMITS.shortText);
  const values = {
    inviter: oneLine(input.inviter, TEXT_LIMITS.shortText),
    team,
    product: PRODUCT_NAME,
    role: (ROLE[input.locale] ?? ROLE.en)[input.role],
  };
  const branding = {
    ...input.branding,
    companyName: oneLine(input.branding.companyName, TEXT_LIMITS.shortText) || team,
  };
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={input.locale}
      preview={copy.subject}
      branding={branding}
      action={{ label: copy.action, href: input.link }}
      footer={copy.footer}
    >
      <Paragraph>{interpolate(copy.body, values)}</Paragraph>
      <Paragraph>{copy.signIn}</Paragraph>
    </BrandedEmail>,
  );
  return {
    to: input.to,
    subject: copy.subject,
    html,
    text,
    devNotice: `Team invitation for ${input.to}: ${input.link}`,
  };
}
