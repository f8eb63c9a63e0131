import { interpolate, type Locale } from '@shared/i18n/locale';
import type { MailMessage } from '../../adapters/mail/types';
import { BrandedEmail, Paragraph, renderEmail, type Branding } from '../../adapters/mail/branded-email';

interface InvitationCopy {
  subject: string;
  reminderSubject: string;
  greeting: string;
  body: string;
  reminderBody: string;
  timing: string;
  timingOne: string;
  action: string;
  resumeAction: string;
  footer: string;
}

const COPY: Record<Locale, InvitationCopy> = {
  en: {
    subject: '{company} invites you to {form}',
    reminderSubject: 'Reminder: {form} from {company}',
    greeting: 'Hi {name},',
    body: '{company} invites you to take the assessment "{form}".',
    reminderBody: 'A reminder that {company} invited you to take the assessment "{form}". Your answers so far are saved; the link takes you back where you left off.',
    timing: 'It has {sections} timed sections and takes about {minutes} minutes. You can pause between sections and come back with this same link.',
    timingOne: 'It is one timed section of about {minutes} minutes.',
    action: 'Start the assessment',
    resumeAction: 'Continue the assessment',
    footer: 'This link is personal to you: please do not forward it. If you were not expecting this e-mail, you can ignore it.',
  },
  th: {
    subject: '{company} เชิญคุณทำแบบประเมิน {form}',
    reminderSubject: 'แจ้งเตือน: {form} จาก {company}',
    greeting: 'สวัสดีคุณ {name}',
    body: '{company} เชิญคุณทำแบบประเมิน "{form}"',
    reminderBody: 'ขอแจ้งเตือนว่า {company} ได้เชิญคุณทำแบบประเมิน "{form}" คำตอบที่ทำไว้ได้รับการบันทึกแล้ว ลิงก์จะพาคุณกลับไปยังจุดที่ทำค้างไว้',
    timing: 'มี {sections} ส่วนที่จับเวลา ใช้เวลาประมาณ {minutes} นาที คุณหยุดพักระหว่างส่วนและกลับมาทำต่อด้วยลิงก์เดิมได้',
    timingOne: 'มีหนึ่งส่วนที่จับเวลา ใช้เวลาประมาณ {minutes} นาที',
    action: 'เริ่มทำแบบประเมิน',
    resumeAction: 'ทำแบบประเมินต่อ',
    footer: 'ลิงก์นี้เป็นลิงก์ส่วนตัวของคุณ โปรดอย่าส่งต่อ หากคุณไม่ได้คาดว่าจะได้รับอีเมลนี้ คุณสามารถละเว้นได้',
  },
  es: {
    subject: '{company} te invita a {form}',
    reminderSubject: 'Recordatorio: {form} de {company}',
    greeting: 'Hola, {name}:',
    body: '{company} te invita a realizar la evaluación «{form}».',
    reminderBody: 'Te recordamos que {company} te invitó a realizar la evaluación «{form}». Tus respuestas hasta ahora están guardadas; el enlace te lleva a donde lo dejaste.',
    timing: 'Tiene {sections} secciones cronometradas y dura unos {minutes} minutos. Puedes hacer una pausa entre secciones y volver con este mismo enlace.',
    timingOne: 'Es una sección cronometrada de unos {minutes} minutos.',
    action: 'Empezar la evaluación',
    resumeAction: 'Continuar la evaluación',
    footer: 'Este enlace es personal: no lo reenvíes. Si no esperabas este correo, puedes ignorarlo.',
  },
};

export interface InvitationInput {
  to: string;
  name: string;
  formName: string;
  link: string;
  locale: Locale;
  branding: Branding;
  sections: number;
  minutes: number;
  reminder: boolean;
  /** Advanced invite (spec part 1 §2): sender name, subject and body with {name} and {link}. */
  advanced?: { sender: string; subject: string; body: string };
  replyTo?: string;
}

/** Fills the advanced invite's placeholders; {link} stays a plain address, the button carries it too. */
export function fillPlaceholders(text: string, values: { name: string; link: string; form: string; company: string }): string {
  return text.replace(/\{(name|link|form|company)\}/g, (_, key: keyof typeof values) => values[key]);
}

/** The invitation (or reminder) e-mail: HTML and text, in the assessment's language, in the employer's colours. */
export async function invitationEmail(input: InvitationInput): Promise<MailMessage> {
  const copy = COPY[input.locale] ?? COPY.en;
  const company = input.branding.companyName || input.advanced?.sender || '';
  const values = { name: input.name, link: input.link, form: input.formName, company };
  const subject = input.advanced?.subject
    ? fillPlaceholders(input.advanced.subject, values)
    : interpolate(input.reminder ? copy.reminderSubject : copy.subject, { company, form: input.formName });
  const paragraphs = input.advanced?.body
    ? fillPlaceholders(input.advanced.body, values).split(/\n{2,}/)
    : [
        interpolate(copy.greeting, { name: input.name }),
        interpolate(input.reminder ? copy.reminderBody : copy.body, { company, form: input.formName }),
        interpolate(input.sections === 1 ? copy.timingOne : copy.timing, { sections: input.sections, minutes: input.minutes }),
      ];
  const action = { label: input.reminder ? copy.resumeAction : copy.action, href: input.link };
  const { html, text } = await renderEmail(
    <BrandedEmail lang={input.locale} preview={paragraphs[1] ?? subject} branding={input.branding} action={action} footer={copy.footer}>
      {paragraphs.map((p, i) => (
        <Paragraph key={i}>{p}</Paragraph>
      ))}
    </BrandedEmail>,
  );
  return {
    to: input.to,
    subject,
    html,
    text,
    ...(input.advanced?.sender ? { fromName: input.advanced.sender } : {}),
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    devNotice: `${input.reminder ? 'reminder' : 'invitation'} for ${input.to}: ${input.link}`,
  };
}
