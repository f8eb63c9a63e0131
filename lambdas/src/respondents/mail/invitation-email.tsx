import { interpolate, type Locale } from '@shared/i18n/locale';
import { PRODUCT_NAME, TEXT_LIMITS } from '@shared/constants';
import { oneLine, paragraphs } from '../../adapters/mail/safe-text';
import type { MailMessage } from '../../adapters/mail/types';
import { BrandedEmail, Paragraph, renderEmail, type Branding } from '../../adapters/mail/branded-email';

interface InvitationCopy {
  subject: string;
  reminderSubject: string;
  /** The first line of every invitation: who asked for it to be sent, before any text of theirs. */
  onBehalf: string;
  greeting: string;
  body: string;
  reminderBody: string;
  timing: string;
  timingOne: string;
  action: string;
  resumeAction: string;
  footer: string;
  /** The invitation's deadline, in the employer's time zone. */
  deadline: string;
  stopReminders: string;
}

const COPY: Record<Locale, InvitationCopy> = {
  en: {
    subject: 'You are invited to take an assessment',
    reminderSubject: 'Reminder: your assessment is waiting',
    onBehalf: 'Sent on behalf of {company} via {product}.',
    greeting: 'Hi {name},',
    body: '{company} invites you to take the assessment "{form}".',
    reminderBody:
      'A reminder that {company} invited you to take the assessment "{form}". Your answers so far are saved; the link takes you back where you left off.',
    timing:
      'It has {sections} timed sections and takes about {minutes} minutes. You can pause between sections and come back with this same link.',
    timingOne: 'It is one timed section of about {minutes} minutes.',
    action: 'Start the assessment',
    resumeAction: 'Continue the assessment',
    footer:
      'This link is personal to you: please do not forward it. If you were not expecting this e-mail, you can ignore it.',
    deadline: 'Please finish it by {time}. After that the link closes.',
    stopReminders: 'No more reminders for this assessment',
  },
  th: {
    subject: 'คุณได้รับคำเชิญให้ทำแบบประเมิน',
    reminderSubject: 'แจ้งเตือน: แบบประเมินของคุณยังรออยู่',
    onBehalf: 'ส่งในนามของ {company} ผ่าน {product}',
    greeting: 'สวัสดีคุณ {name}',
    body: '{company} เชิญคุณทำแบบประเมิน "{form}"',
    reminderBody:
      'ขอแจ้งเตือนว่า {company} ได้เชิญคุณทำแบบประเมิน "{form}" คำตอบที่ทำไว้ได้รับการบันทึกแล้ว ลิงก์จะพาคุณกลับไปยังจุดที่ทำค้างไว้',
    timing: 'มี {sections} ส่วนที่จับเวลา ใช้เวลาประมาณ {minutes} นาที คุณหยุดพักระหว่างส่วนและกลับมาทำต่อด้วยลิงก์เดิมได้',
    timingOne: 'มีหนึ่งส่วนที่จับเวลา ใช้เวลาประมาณ {minutes} นาที',
    action: 'เริ่มทำแบบประเมิน',
    resumeAction: 'ทำแบบประเมินต่อ',
    footer: 'ลิงก์นี้เป็นลิงก์ส่วนตัวของคุณ โปรดอย่าส่งต่อ หากคุณไม่ได้คาดว่าจะได้รับอีเมลนี้ คุณสามารถละเว้นได้',
    deadline: 'โปรดทำให้เสร็จภายใน {time} หลังจากนั้นลิงก์จะปิด',
    stopReminders: 'ไม่ต้องแจ้งเตือนแบบประเมินนี้อีก',
  },
  es: {
    subject: 'Te invitan a realizar una evaluación',
    reminderSubject: 'Recordatorio: tu evaluación te espera',
    onBehalf: 'Enviado en nombre de {company} a través de {product}.',
    greeting: 'Hola, {name}:',
    body: '{company} te invita a realizar la evaluación «{form}».',
    reminderBody:
      'Te recordamos que {company} te invitó a realizar la evaluación «{form}». Tus respuestas hasta ahora están guardadas; el enlace te lleva a donde lo dejaste.',
    timing:
      'Tiene {sections} secciones cronometradas y dura unos {minutes} minutos. Puedes hacer una pausa entre secciones y volver con este mismo enlace.',
    timingOne: 'Es una sección cronometrada de unos {minutes} minutos.',
    action: 'Empezar la evaluación',
    resumeAction: 'Continuar la evaluación',
    footer: 'Este enlace es personal: no lo reenvíes. Si no esperabas este correo, puedes ignorarlo.',
    deadline: 'Termínala antes de {time}. Después, el enlace se cierra.',
    stopReminders: 'No quiero más recordatorios de esta evaluación',
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
  /**
   * Advanced invite (spec part 1 §2): the employer's own heading and message with {name} and {link}, and the
   * name they sign with. Only for accounts that have paid or used a credit (docs/abuse.md); the heading is
   * shown in the body, never as the subject.
   */
  advanced?: { sender: string; subject: string; body: string };
  /** The inviting employer's verified address: replies go there. */
  replyTo?: string;
  /** The respondent's "your data" link (none on the employer's own test e-mail). */
  dataLink?: string;
  /** The invitation's deadline (ISO time) and the employer's time zone it is named in. */
  deadline?: { at: string; zone: string };
  /** The candidate's link that turns the automatic reminders of this invitation off. */
  stopRemindersUrl?: string;
}

/** A deadline as the e-mail names it: date and time in the employer's time zone, with the zone's name. */
export function deadlineText(deadline: { at: string; zone: string }, locale: Locale): string {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone }).format(new Date(deadline.at));
  try {
    return format(deadline.zone);
  } catch {
    return format('UTC');
  }
}

/** Fills the advanced invite's placeholders; {link} stays a plain address, the button carries it too. */
export function fillPlaceholders(
  text: string,
  values: { name: string; link: string; form: string; company: string },
): string {
  return text.replace(/\{(name|link|form|company)\}/g, (_, key: keyof typeof values) => values[key]);
}

/**
 * The invitation (or reminder) e-mail: HTML and text, in the assessment's language, in the employer's colours.
 * The subject is the product's own text (docs/abuse.md): the company, the assessment name and any words of the
 * employer's are in the body only, one safe line each, after "Sent on behalf of <company> via <product>".
 */
export async function invitationEmail(input: InvitationInput): Promise<MailMessage> {
  const copy = COPY[input.locale] ?? COPY.en;
  const company = oneLine(
    input.branding.companyName || input.advanced?.sender || input.replyTo || PRODUCT_NAME,
    TEXT_LIMITS.shortText,
  );
  const formName = oneLine(input.formName, TEXT_LIMITS.assessmentName);
  const name = oneLine(input.name, TEXT_LIMITS.shortText);
  const values = { name, link: input.link, form: formName, company };
  const subject = input.reminder ? copy.reminderSubject : copy.subject;
  const onBehalf = interpolate(copy.onBehalf, { company, product: PRODUCT_NAME });
  const own = input.advanced && (input.advanced.subject || input.advanced.body) ? input.advanced : undefined;
  const message = own
    ? [
        ...(own.subject ? [oneLine(fillPlaceholders(own.subject, values))] : []),
        ...paragraphs(fillPlaceholders(own.body, values)),
      ]
    : [
        interpolate(copy.greeting, { name }),
        interpolate(input.reminder ? copy.reminderBody : copy.body, { company, form: formName }),
        interpolate(input.sections === 1 ? copy.timingOne : copy.timing, {
          sections: input.sections,
          minutes: input.minutes,
        }),
      ];
  // The deadline is the product's own line, under the employer's words too.
  if (input.deadline) message.push(interpolate(copy.deadline, { time: deadlineText(input.deadline, input.locale) }));
  const action = { label: input.reminder ? copy.resumeAction : copy.action, href: input.link };
  const branding = { ...input.branding, companyName: company };
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang={input.locale}
      preview={onBehalf}
      branding={branding}
      action={action}
      footer={copy.footer}
      dataLink={input.dataLink}
      {...(input.stopRemindersUrl ? { unsubscribe: { label: copy.stopReminders, href: input.stopRemindersUrl } } : {})}
    >
      <Paragraph>{onBehalf}</Paragraph>
      {message.map((p, i) => (
        <Paragraph key={i}>{p}</Paragraph>
      ))}
    </BrandedEmail>,
  );
  return {
    to: input.to,
    subject,
    html,
    text,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    ...(input.stopRemindersUrl ? { listUnsubscribe: input.stopRemindersUrl } : {}),
    devNotice: `${input.reminder ? 'reminder' : 'invitation'} for ${input.to}: ${input.link}`,
  };
}
