import { interpolate, type Locale } from '@shared/i18n/locale';
import { PRODUCT_NAME, TEXT_LIMITS } from '@shared/constants';
import { localeDirection, localeTag, type RespondentLocale } from '@shared/i18n/respondent-locale';
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

/** en, th, es, and the candidate languages beyond them (issue 27; translated, not validated); another falls back to English. */
const COPY: Record<Locale, InvitationCopy> & Partial<Record<RespondentLocale, InvitationCopy>> = {
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
  de: {
    subject: 'Sie sind zu einer Bewertung eingeladen',
    reminderSubject: 'Erinnerung: Ihre Bewertung wartet auf Sie',
    onBehalf: 'Im Auftrag von {company} über {product} gesendet.',
    greeting: 'Hallo {name},',
    body: '{company} lädt Sie ein, die Bewertung „{form}“ auszufüllen.',
    reminderBody:
      'Zur Erinnerung: {company} hat Sie eingeladen, die Bewertung „{form}“ auszufüllen. Ihre bisherigen Antworten sind gespeichert; der Link bringt Sie dorthin zurück, wo Sie aufgehört haben.',
    timing:
      'Sie hat {sections} zeitlich begrenzte Abschnitte und dauert etwa {minutes} Minuten. Zwischen den Abschnitten können Sie pausieren und mit demselben Link zurückkehren.',
    timingOne: 'Es ist ein zeitlich begrenzter Abschnitt von etwa {minutes} Minuten.',
    action: 'Bewertung beginnen',
    resumeAction: 'Bewertung fortsetzen',
    footer:
      'Dieser Link ist persönlich: Bitte leiten Sie ihn nicht weiter. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
    deadline: 'Bitte schließen Sie sie bis {time} ab. Danach wird der Link geschlossen.',
    stopReminders: 'Keine weiteren Erinnerungen zu dieser Bewertung',
  },
  ar: {
    subject: 'أنت مدعو لإجراء تقييم',
    reminderSubject: 'تذكير: تقييمك بانتظارك',
    onBehalf: 'أُرسلت نيابةً عن {company} عبر {product}.',
    greeting: 'مرحبًا {name}،',
    body: 'تدعوك {company} لإجراء التقييم «{form}».',
    reminderBody:
      'نذكّرك بأن {company} دعتك لإجراء التقييم «{form}». إجاباتك حتى الآن محفوظة؛ يعيدك الرابط إلى حيث توقفت.',
    timing:
      'يتضمن {sections} أقسام محددة بوقت ويستغرق نحو {minutes} دقيقة. يمكنك التوقف بين الأقسام والعودة بالرابط نفسه.',
    timingOne: 'إنه قسم واحد محدد بوقت مدته نحو {minutes} دقيقة.',
    action: 'ابدأ التقييم',
    resumeAction: 'متابعة التقييم',
    footer: 'هذا الرابط شخصي لك: يرجى عدم إعادة توجيهه. إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.',
    deadline: 'يرجى إنهاؤه قبل {time}. بعد ذلك يُغلق الرابط.',
    stopReminders: 'لا مزيد من التذكيرات لهذا التقييم',
  },
  fr: {
    subject: 'Vous êtes invité à passer une évaluation',
    reminderSubject: 'Rappel : votre évaluation vous attend',
    onBehalf: 'Envoyé au nom de {company} via {product}.',
    greeting: 'Bonjour {name},',
    body: '{company} vous invite à passer l’évaluation « {form} ».',
    reminderBody:
      'Pour rappel, {company} vous a invité à passer l’évaluation « {form} ». Vos réponses sont enregistrées ; le lien vous ramène là où vous vous étiez arrêté.',
    timing:
      'Elle comporte {sections} sections chronométrées et dure environ {minutes} minutes. Vous pouvez faire une pause entre les sections et revenir avec ce même lien.',
    timingOne: 'C’est une section chronométrée d’environ {minutes} minutes.',
    action: 'Commencer l’évaluation',
    resumeAction: 'Reprendre l’évaluation',
    footer:
      'Ce lien vous est personnel : merci de ne pas le transférer. Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
    deadline: 'Merci de la terminer avant le {time}. Ensuite, le lien se ferme.',
    stopReminders: 'Plus de rappels pour cette évaluation',
  },
  ja: {
    subject: '評価へのご招待',
    reminderSubject: 'リマインダー：評価が未完了です',
    onBehalf: '{company} の依頼により {product} から送信されました。',
    greeting: '{name} 様',
    body: '{company} から評価「{form}」への招待が届いています。',
    reminderBody:
      '{company} から評価「{form}」に招待されていることをお知らせします。これまでの回答は保存されています。リンクから中断したところに戻れます。',
    timing:
      '時間制限のあるセクションが {sections} つあり、所要時間は約 {minutes} 分です。セクションの合間に中断し、同じリンクで再開できます。',
    timingOne: '約 {minutes} 分の時間制限のあるセクションが 1 つあります。',
    action: '評価を始める',
    resumeAction: '評価を続ける',
    footer: 'このリンクはあなた専用です。転送しないでください。心当たりのない場合は、このメールを無視してください。',
    deadline: '{time} までに完了してください。その後はリンクが無効になります。',
    stopReminders: 'この評価のリマインダーを停止する',
  },
  'pt-br': {
    subject: 'Você foi convidado para fazer uma avaliação',
    reminderSubject: 'Lembrete: sua avaliação está esperando',
    onBehalf: 'Enviado em nome de {company} por meio de {product}.',
    greeting: 'Olá, {name},',
    body: '{company} convida você a fazer a avaliação “{form}”.',
    reminderBody:
      'Um lembrete de que {company} convidou você a fazer a avaliação “{form}”. Suas respostas até agora estão salvas; o link leva você de volta aonde parou.',
    timing:
      'Ela tem {sections} seções cronometradas e leva cerca de {minutes} minutos. Você pode pausar entre as seções e voltar com este mesmo link.',
    timingOne: 'É uma seção cronometrada de cerca de {minutes} minutos.',
    action: 'Começar a avaliação',
    resumeAction: 'Continuar a avaliação',
    footer: 'Este link é pessoal: não o encaminhe. Se você não esperava este e-mail, pode ignorá-lo.',
    deadline: 'Conclua até {time}. Depois disso, o link será fechado.',
    stopReminders: 'Não quero mais lembretes desta avaliação',
  },
  'zh-cn': {
    subject: '邀请您参加一项测评',
    reminderSubject: '提醒：您的测评正在等待您',
    onBehalf: '由 {product} 代表 {company} 发送。',
    greeting: '{name}，您好：',
    body: '{company} 邀请您参加测评“{form}”。',
    reminderBody: '提醒您：{company} 邀请您参加测评“{form}”。您目前的回答已保存；通过链接可回到您上次停下的地方。',
    timing: '测评共有 {sections} 个限时部分，约需 {minutes} 分钟。您可以在各部分之间暂停，并使用同一链接返回。',
    timingOne: '测评为一个限时部分，约 {minutes} 分钟。',
    action: '开始测评',
    resumeAction: '继续测评',
    footer: '此链接仅供您个人使用：请勿转发。如果您没有预料到这封邮件，可以忽略它。',
    deadline: '请在 {time} 之前完成。之后链接将关闭。',
    stopReminders: '不再接收此测评的提醒',
  },
};

export interface InvitationInput {
  to: string;
  name: string;
  formName: string;
  link: string;
  locale: RespondentLocale;
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
export function deadlineText(deadline: { at: string; zone: string }, locale: RespondentLocale): string {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'long', timeStyle: 'long', timeZone }).format(
      new Date(deadline.at),
    );
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
 * The invitation (or reminder) e-mail: HTML and text, in the respondent's language (English where it has no copy),
 * in the employer's colours; right to left for Arabic.
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
      dir={localeDirection(input.locale)}
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
