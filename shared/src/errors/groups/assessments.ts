import type { ErrorEntry } from './entry';

/** Assessments, invitations, uploads, timers and results: spec part 1 §5 and part 2 §5, §8. */
export const ASSESSMENT_ERRORS = {
  SECTION_REQUIRED: {
    status: 400,
    text: { en: 'Request 1 section', th: 'ต้องมีอย่างน้อย 1 ส่วน', es: 'Se requiere 1 sección' },
  },
  SETUP_INCOMPLETE: {
    status: 422,
    text: {
      en: 'Please complete your setup before proceeding',
      th: 'โปรดตั้งค่าให้เสร็จสมบูรณ์ก่อนดำเนินการต่อ',
      es: 'Completa la configuración antes de continuar',
    },
  },
  // Ours (spec part 1 §4 "Wizard publish includes a Pending Review state"; the spec shows no message).
  AI_SETUP_PENDING_REVIEW: {
    status: 422,
    text: {
      en: 'Review the AI suggestions before publishing: accept or edit each section marked Pending review.',
      th: 'โปรดตรวจทานคำแนะนำจาก AI ก่อนเผยแพร่: ยอมรับหรือแก้ไขแต่ละส่วนที่ระบุว่ารอการตรวจทาน',
      es: 'Revisa las sugerencias de la IA antes de publicar: acepta o edita cada sección marcada como Pendiente de revisión.',
    },
  },
  // Ours: a personal link used more than RESPONDENT_LINK_DAYS_AFTER_FINISH days after the respondent finished.
  RESPONDENT_LINK_EXPIRED: {
    status: 410,
    text: {
      en: 'You finished this assessment some time ago and its link has expired. Thank you for taking part.',
      th: 'คุณทำแบบประเมินนี้เสร็จไปสักระยะแล้ว และลิงก์นี้หมดอายุแล้ว ขอบคุณที่เข้าร่วม',
      es: 'Terminaste esta evaluación hace tiempo y su enlace ha caducado. Gracias por participar.',
    },
  },
  // Ours: an invitation's deadline passed before the respondent finished (issue 25 "Deadlines and reminders").
  TEST_CLOSED: {
    status: 410,
    text: {
      en: 'This assessment closed at its deadline. If you still want to take it, ask the company that invited you to extend it.',
      th: 'แบบประเมินนี้ปิดแล้วเมื่อถึงกำหนดเวลา หากคุณยังต้องการทำ โปรดขอให้บริษัทที่เชิญคุณขยายกำหนดเวลา',
      es: 'Esta evaluación se cerró en su fecha límite. Si aún quieres hacerla, pide a la empresa que te invitó que la amplíe.',
    },
  },
  // Ours: a deadline set or moved to a time already past.
  DEADLINE_IN_PAST: {
    status: 400,
    text: {
      en: 'Choose a deadline in the future.',
      th: 'โปรดเลือกกำหนดเวลาในอนาคต',
      es: 'Elige una fecha límite en el futuro.',
    },
  },
  // Ours: a confirmation link (issue: respondent e-mail proof) that is wrong, or of a removed respondent.
  CONFIRM_LINK_INVALID: {
    status: 400,
    text: {
      en: 'This confirmation link is not valid. Use the newest link we e-mailed you, or register again on the assessment page.',
      th: 'ลิงก์ยืนยันนี้ไม่ถูกต้อง โปรดใช้ลิงก์ล่าสุดที่เราส่งทางอีเมล หรือลงทะเบียนอีกครั้งในหน้าแบบประเมิน',
      es: 'Este enlace de confirmación no es válido. Usa el enlace más reciente que te enviamos o regístrate de nuevo en la página de la evaluación.',
    },
  },
  // Ours: the "your data" link of a respondent's e-mail (docs/privacy.md), wrong or of a deleted record.
  DATA_LINK_INVALID: {
    status: 410,
    text: {
      en: 'This link is not valid, or the data it was for has been deleted. Use the link in the newest e-mail you received about this assessment.',
      th: 'ลิงก์นี้ไม่ถูกต้อง หรือข้อมูลที่ลิงก์นี้อ้างถึงถูกลบไปแล้ว โปรดใช้ลิงก์ในอีเมลฉบับล่าสุดที่คุณได้รับเกี่ยวกับแบบประเมินนี้',
      es: 'Este enlace no es válido, o los datos a los que se refería ya se han eliminado. Usa el enlace del correo más reciente que recibiste sobre esta evaluación.',
    },
  },
  // Ours: the "your data" page's daily budgets per address and per deployment (docs/abuse.md).
  DATA_REQUEST_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'Too many data requests today. Please try again tomorrow.',
      th: 'มีคำขอข้อมูลมากเกินไปในวันนี้ โปรดลองอีกครั้งพรุ่งนี้',
      es: 'Demasiadas solicitudes de datos hoy. Inténtalo de nuevo mañana.',
    },
  },
  ASSESSMENT_NAME_REQUIRED: {
    status: 400,
    text: {
      en: 'Please enter an assessment name.',
      th: 'โปรดกรอกชื่อแบบประเมิน',
      es: 'Introduce un nombre para la evaluación.',
    },
  },
  ORGANIZATION_TYPE_REQUIRED: {
    status: 400,
    text: {
      en: 'Please select an organization type.',
      th: 'โปรดเลือกประเภทองค์กร',
      es: 'Selecciona un tipo de organización.',
    },
  },
  CORE_VALUES_TOO_MANY: {
    status: 400,
    text: { en: 'Choose up to {max} values.', th: 'เลือกค่านิยมได้สูงสุด {max} รายการ', es: 'Elige hasta {max} valores.' },
  },
  NON_ESSENTIAL_REQUIRED: {
    status: 400,
    text: {
      en: 'Choose at least one non-essential value.',
      th: 'โปรดเลือกค่านิยมที่ไม่จำเป็นอย่างน้อยหนึ่งรายการ',
      es: 'Elige al menos un valor no esencial.',
    },
  },
  // Ours (spec part 1 §3 `_is_custom`, `_custom_fields`; the spec shows no message): a company's own items.
  CUSTOM_VALUES_TOO_MANY: {
    status: 400,
    text: {
      en: 'You can add up to {max} of your own items here.',
      th: 'คุณเพิ่มรายการของคุณเองได้สูงสุด {max} รายการ',
      es: 'Puedes añadir hasta {max} elementos propios aquí.',
    },
  },
  CUSTOM_ITEM_DUPLICATE: {
    status: 400,
    text: {
      en: 'This item is already in the list.',
      th: 'รายการนี้มีอยู่ในรายการแล้ว',
      es: 'Este elemento ya está en la lista.',
    },
  },
  CUSTOM_ITEM_TEXT: {
    status: 400,
    text: {
      en: 'Write between 1 and {max} characters.',
      th: 'โปรดเขียนระหว่าง 1 ถึง {max} ตัวอักษร',
      es: 'Escribe entre 1 y {max} caracteres.',
    },
  },
  BEHAVIOR_SCENARIOS_TOO_MANY: {
    status: 400,
    text: {
      en: 'Use at most {max} situations in all, yours and the listed ones together.',
      th: 'ใช้สถานการณ์ได้รวมสูงสุด {max} ข้อ ทั้งของคุณเองและที่มีในรายการ',
      es: 'Usa como máximo {max} situaciones en total, entre las tuyas y las de la lista.',
    },
  },
  CULTURE_PROFILE_POINTS: {
    status: 400,
    text: {
      en: 'Divide exactly 100 points among the four choices.',
      th: 'แบ่งคะแนนให้ครบ 100 คะแนนระหว่างสี่ตัวเลือก',
      es: 'Reparte exactamente 100 puntos entre las cuatro opciones.',
    },
  },
  // spec part 1 §5: the custom survey's option limits have messages but the spec does not show them; ours.
  SURVEY_OPTIONS_MAX: {
    status: 400,
    text: {
      en: 'You can add up to {max} options.',
      th: 'เพิ่มตัวเลือกได้สูงสุด {max} ตัวเลือก',
      es: 'Puedes añadir hasta {max} opciones.',
    },
  },
  SURVEY_OPTIONS_MIN: {
    status: 400,
    text: {
      en: 'Add at least {min} options.',
      th: 'โปรดเพิ่มตัวเลือกอย่างน้อย {min} ตัวเลือก',
      es: 'Añade al menos {min} opciones.',
    },
  },
  MAX_RECIPIENTS: {
    status: 400,
    text: {
      en: 'You can only have a maximum of 100 recipients',
      th: 'คุณสามารถมีผู้รับได้สูงสุด 100 คน',
      es: 'Solo puedes tener un máximo de 100 destinatarios',
    },
  },
  // Ours (docs/abuse.md "Invitations"): a guest's address is not a real one, and nobody answers for its mail.
  INVITE_GUEST: {
    status: 403,
    text: {
      en: 'Verify your account before inviting people by e-mail. Until then, share the public link.',
      th: 'โปรดยืนยันบัญชีของคุณก่อนเชิญผู้อื่นทางอีเมล ระหว่างนี้แชร์ลิงก์สาธารณะได้',
      es: 'Verifica tu cuenta antes de invitar a personas por correo. Mientras tanto, comparte el enlace público.',
    },
  },
  // Ours: an account's own sender name, subject or body goes out only once it has paid or used a credit.
  INVITE_CUSTOM_TEXT_LOCKED: {
    status: 403,
    text: {
      en: 'Your own sender name, subject and message become available once your account has bought credits or used one. Send the standard invitation for now.',
      th: 'ชื่อผู้ส่ง หัวเรื่อง และข้อความของคุณเองจะใช้ได้เมื่อบัญชีของคุณซื้อเครดิตหรือใช้เครดิตแล้ว ระหว่างนี้โปรดส่งคำเชิญแบบมาตรฐาน',
      es: 'Tu propio remitente, asunto y mensaje estarán disponibles cuando tu cuenta haya comprado créditos o usado uno. Por ahora, envía la invitación estándar.',
    },
  },
  // Ours: a day's invitation budget of the account, of the network it calls from, or of the whole service.
  INVITE_DAILY_LIMIT: {
    status: 429,
    text: {
      en: "You have reached today's limit of invitations. Nobody in this list was invited; try again tomorrow, or share the public link.",
      th: 'คุณส่งคำเชิญครบจำนวนสูงสุดของวันนี้แล้ว ยังไม่มีผู้ใดในรายการนี้ได้รับคำเชิญ โปรดลองอีกครั้งพรุ่งนี้ หรือแชร์ลิงก์สาธารณะ',
      es: 'Has alcanzado el límite de invitaciones de hoy. No se invitó a nadie de esta lista; inténtalo mañana o comparte el enlace público.',
    },
  },
  // Ours (the spec has no message): a published assessment someone has started keeps its sections.
  SECTIONS_LOCKED: {
    status: 409,
    text: {
      en: 'Respondents have started this assessment, so its sections cannot change. Duplicate it to make a new version.',
      th: 'มีผู้ตอบเริ่มทำแบบประเมินนี้แล้ว จึงเปลี่ยนส่วนต่างๆ ไม่ได้ ทำสำเนาเพื่อสร้างเวอร์ชันใหม่',
      es: 'Hay personas que ya empezaron esta evaluación, así que sus secciones no pueden cambiar. Duplícala para crear una nueva versión.',
    },
  },
  INVALID_URL: {
    status: 400,
    text: {
      en: 'Enter a full web address starting with https://',
      th: 'โปรดกรอกที่อยู่เว็บแบบเต็มที่ขึ้นต้นด้วย https://',
      es: 'Introduce una dirección web completa que empiece por https://',
    },
  },
  NOT_PUBLISHED: {
    status: 409,
    text: {
      en: 'Publish the assessment before inviting people.',
      th: 'โปรดเผยแพร่แบบประเมินก่อนเชิญผู้คน',
      es: 'Publica la evaluación antes de invitar a personas.',
    },
  },
  NO_EMAIL_FOR_RESULTS: {
    status: 409,
    text: {
      en: 'This respondent gave no e-mail address, so results cannot be sent. Share a link instead.',
      th: 'ผู้ตอบรายนี้ไม่ได้ให้อีเมล จึงส่งผลลัพธ์ไม่ได้ โปรดแชร์ลิงก์แทน',
      es: 'Esta persona no dio un correo, así que no se pueden enviar los resultados. Comparte un enlace.',
    },
  },
  // Ours (issue 25 part 5): the question about the test is answered once, after finishing.
  FEEDBACK_ALREADY_GIVEN: {
    status: 409,
    text: {
      en: 'You have already told us about this test. Thank you!',
      th: 'คุณได้ให้ความเห็นเกี่ยวกับแบบทดสอบนี้แล้ว ขอบคุณ!',
      es: 'Ya nos has dado tu opinión sobre esta prueba. ¡Gracias!',
    },
  },
  FEEDBACK_NOT_YET: {
    status: 409,
    text: {
      en: 'You can tell us about the test once you have finished it.',
      th: 'คุณสามารถให้ความเห็นเกี่ยวกับแบบทดสอบได้เมื่อทำเสร็จแล้ว',
      es: 'Puedes darnos tu opinión sobre la prueba cuando la hayas terminado.',
    },
  },
  FEEDBACK_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'Too many answers from this network today. Please try again tomorrow.',
      th: 'มีคำตอบจากเครือข่ายนี้มากเกินไปในวันนี้ โปรดลองอีกครั้งพรุ่งนี้',
      es: 'Demasiadas respuestas desde esta red hoy. Inténtalo de nuevo mañana.',
    },
  },
  RESULTS_NOT_READY: {
    status: 409,
    text: {
      en: 'Results can be sent once the respondent has finished.',
      th: 'ส่งผลลัพธ์ได้เมื่อผู้ตอบทำเสร็จแล้ว',
      es: 'Los resultados se pueden enviar cuando la persona haya terminado.',
    },
  },
  RATING_RANGE: {
    status: 400,
    text: {
      en: 'Choose a rating from 1 to 5.',
      th: 'โปรดเลือกคะแนนตั้งแต่ 1 ถึง 5',
      es: 'Elige una valoración del 1 al 5.',
    },
  },
  MAX_EMAILS_PER_SEND: {
    status: 400,
    text: { en: 'Maximum emails to send', th: 'จำนวนอีเมลที่ส่งได้สูงสุด', es: 'Número máximo de correos por envío' },
  },
  IMAGE_TYPE_NOT_ALLOWED: {
    status: 415,
    text: { en: 'Image must be JPG or PNG', th: 'รูปภาพต้องเป็นไฟล์ JPG หรือ PNG', es: 'La imagen debe ser JPG o PNG' },
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    text: { en: 'Image is bigger than 2MB', th: 'รูปภาพมีขนาดใหญ่กว่า 2MB', es: 'La imagen supera los 2 MB' },
  },
  SESSION_TIME_OUT: {
    status: 408,
    text: {
      en: 'Session Time Out: please proceed to the next section, otherwise you risk losing responses.',
      th: 'หมดเวลาเซสชัน: โปรดไปยังส่วนถัดไป มิฉะนั้นคำตอบของคุณอาจสูญหาย',
      es: 'Sesión agotada: pasa a la siguiente sección o podrías perder tus respuestas.',
    },
  },
  NO_TIME_REMAINING: { status: 409, text: { en: 'No time remaining.', th: 'หมดเวลาแล้ว', es: 'No queda tiempo.' } },
  ASSESSMENT_DATA_NOT_AVAILABLE: {
    status: 404,
    text: { en: 'Assessment data not available', th: 'ไม่มีข้อมูลแบบประเมิน', es: 'Datos de la evaluación no disponibles' },
  },
  RESULT_NOT_FOUND: {
    status: 404,
    text: { en: 'Result was not found', th: 'ไม่พบผลลัพธ์', es: 'No se encontró el resultado' },
  },
  // Ours: a results share link older than SHARE_LINK_TTL_DAYS (shared/src/constants/limits.ts).
  SHARE_LINK_EXPIRED: {
    status: 410,
    text: {
      en: 'This share link has expired. Ask for a new one.',
      th: 'ลิงก์แชร์นี้หมดอายุแล้ว โปรดขอลิงก์ใหม่',
      es: 'Este enlace para compartir ha caducado. Pide uno nuevo.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
