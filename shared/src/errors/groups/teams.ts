import type { ErrorEntry } from './entry';

/** Teams and template sharing: spec part 1 §5, §6 and part 2 §6, §8 "Teams". */
export const TEAM_ERRORS = {
  UNDEFINED_TEAM_ID: { status: 400, text: { en: 'Undefined teamId', th: 'ไม่ได้ระบุ teamId', es: 'teamId no definido' } },
  NO_TEAM_ID_FOUND: { status: 404, text: { en: 'No teamId found', th: 'ไม่พบ teamId', es: 'No se encontró el teamId' } },
  TEAM_ID_NOT_FOUND: { status: 404, text: { en: 'teamId not found', th: 'ไม่พบ teamId นี้', es: 'teamId no encontrado' } },
  TEAM_NOT_FOUND: { status: 404, text: { en: "Can't find team", th: 'ไม่พบทีม', es: 'No se encuentra el equipo' } },
  NO_TEAM_TO_COPY: {
    status: 404,
    text: { en: 'No team to copy', th: 'ไม่มีทีมให้คัดลอก', es: 'No hay equipo para copiar' },
  },
  TEAM_ADMIN_REQUIRED: {
    status: 422,
    text: {
      en: 'A team needs at least one admin.',
      th: 'ทีมต้องมีผู้ดูแลอย่างน้อยหนึ่งคน',
      es: 'Un equipo necesita al menos un administrador.',
    },
  },
  TEAM_LAST_ADMIN: {
    status: 422,
    text: {
      en: 'The last admin of a team cannot be removed.',
      th: 'ไม่สามารถนำผู้ดูแลคนสุดท้ายออกจากทีมได้',
      es: 'No se puede eliminar al último administrador del equipo.',
    },
  },
  TEAM_MEMBER_EXISTS: {
    status: 409,
    text: { en: 'Already have this member.', th: 'มีสมาชิกคนนี้อยู่แล้ว', es: 'Este miembro ya está en el equipo.' },
  },
  TEAM_SELF_REMOVAL_NEEDS_CONFIRMATION: {
    status: 409,
    text: {
      en: 'Are you sure you want to remove yourself as admin?',
      th: 'คุณแน่ใจหรือไม่ว่าต้องการนำตัวเองออกจากการเป็นผู้ดูแล',
      es: '¿Seguro que quieres dejar de ser administrador?',
    },
  },
  TEAM_MEMBER_NOT_FOUND: {
    status: 404,
    text: { en: 'This member is not in the team.', th: 'สมาชิกคนนี้ไม่ได้อยู่ในทีม', es: 'Este miembro no está en el equipo.' },
  },
  // Ours: the owner pays for the team's completions (spec part 1 §6), so nobody else takes that role from them.
  TEAM_OWNER_NOT_REMOVABLE: {
    status: 422,
    text: {
      en: 'The team owner cannot be removed. The owner can hand the team over to another member first.',
      th: 'ไม่สามารถนำเจ้าของทีมออกได้ เจ้าของทีมต้องโอนทีมให้สมาชิกคนอื่นก่อน',
      es: 'No se puede eliminar al propietario del equipo. Primero el propietario puede traspasar el equipo a otro miembro.',
    },
  },
  TEAM_OWNER_ROLE_PROTECTED: {
    status: 403,
    text: {
      en: "Only the team owner can change the owner's role.",
      th: 'มีเพียงเจ้าของทีมเท่านั้นที่เปลี่ยนบทบาทของเจ้าของทีมได้',
      es: 'Solo el propietario del equipo puede cambiar el rol del propietario.',
    },
  },
  TEAM_OWNER_TRANSFER_TARGET: {
    status: 422,
    text: {
      en: 'A team can only be handed over to another active member of the team.',
      th: 'โอนทีมได้เฉพาะให้สมาชิกที่ใช้งานอยู่คนอื่นในทีมเท่านั้น',
      es: 'Un equipo solo se puede traspasar a otro miembro activo del equipo.',
    },
  },
  TEAM_OWNER_TRANSFER_NOT_OFFERED: {
    status: 404,
    text: {
      en: 'This team has not been offered to you.',
      th: 'ทีมนี้ไม่ได้ถูกเสนอให้คุณ',
      es: 'Este equipo no se te ha ofrecido.',
    },
  },
  // Ours (docs/abuse.md "Team invitations"): an added person joins only by accepting.
  TEAM_INVITATION_NOT_FOUND: {
    status: 404,
    text: {
      en: 'There is no invitation to this team for you.',
      th: 'ไม่มีคำเชิญเข้าทีมนี้สำหรับคุณ',
      es: 'No tienes ninguna invitación a este equipo.',
    },
  },
  TEAM_INVITE_GUEST: {
    status: 403,
    text: {
      en: 'Verify your account before inviting team members.',
      th: 'โปรดยืนยันบัญชีของคุณก่อนเชิญสมาชิกเข้าทีม',
      es: 'Verifica tu cuenta antes de invitar a miembros al equipo.',
    },
  },
  TEAM_INVITE_DAILY_LIMIT: {
    status: 429,
    text: {
      en: "You have reached today's limit of team invitations. Nobody was invited; please try again tomorrow.",
      th: 'คุณส่งคำเชิญเข้าทีมครบจำนวนสูงสุดของวันนี้แล้ว ยังไม่มีผู้ใดได้รับคำเชิญ โปรดลองอีกครั้งพรุ่งนี้',
      es: 'Has alcanzado el límite de invitaciones al equipo de hoy. No se invitó a nadie; inténtalo de nuevo mañana.',
    },
  },
  REMOVED_FROM_TEAM: {
    status: 403,
    text: { en: 'You have been removed from the team.', th: 'คุณถูกนำออกจากทีมแล้ว', es: 'Has sido eliminado del equipo.' },
  },
  NOT_ACTIVE_TEAM_MEMBER: {
    status: 403,
    text: {
      en: 'You are not an active member of this team.',
      th: 'คุณไม่ใช่สมาชิกที่ใช้งานอยู่ของทีมนี้',
      es: 'No eres un miembro activo de este equipo.',
    },
  },
  PERSONAL_TEAM_NOT_FOUND: {
    status: 404,
    text: {
      en: 'Your personal workspace was not found.',
      th: 'ไม่พบพื้นที่ทำงานส่วนตัวของคุณ',
      es: 'No se encontró tu espacio personal.',
    },
  },
  TEAM_NAME_REQUIRED: {
    status: 400,
    text: { en: 'Please enter a team name.', th: 'โปรดระบุชื่อทีม', es: 'Escribe un nombre para el equipo.' },
  },
  SHARE_TEAM_REQUIRED: {
    status: 400,
    text: { en: 'Please select a team.', th: 'โปรดเลือกทีม', es: 'Selecciona un equipo.' },
  },
  SHARE_TEAM_NOT_ALLOWED: {
    status: 422,
    text: {
      en: 'This assessment cannot be shared with that team.',
      th: 'ไม่สามารถแชร์แบบประเมินนี้กับทีมดังกล่าวได้',
      es: 'Esta evaluación no se puede compartir con ese equipo.',
    },
  },
  // Ours: outbound webhooks (docs/webhooks.md).
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 422,
    text: {
      en: 'Enter an https address on the public internet.',
      th: 'โปรดระบุที่อยู่ https ที่เข้าถึงได้จากอินเทอร์เน็ต',
      es: 'Escribe una dirección https accesible desde internet.',
    },
  },
  WEBHOOK_EVENTS_REQUIRED: {
    status: 400,
    text: { en: 'Choose at least one event.', th: 'โปรดเลือกอย่างน้อยหนึ่งเหตุการณ์', es: 'Elige al menos un evento.' },
  },
  WEBHOOK_ENDPOINT_LIMIT: {
    status: 422,
    text: {
      en: 'This workspace has as many webhook endpoints as it may have. Remove one first.',
      th: 'พื้นที่ทำงานนี้มีปลายทางเว็บฮุกครบจำนวนที่กำหนดแล้ว โปรดลบออกก่อนหนึ่งรายการ',
      es: 'Este espacio de trabajo ya tiene el máximo de destinos de webhook. Elimina uno primero.',
    },
  },
  WEBHOOK_NOT_FOUND: {
    status: 404,
    text: { en: 'This webhook was not found.', th: 'ไม่พบเว็บฮุกนี้', es: 'No se encontró este webhook.' },
  },
  WEBHOOK_DAILY_LIMIT: {
    status: 429,
    text: {
      en: 'This workspace has sent as many webhook deliveries as it may today. Try again tomorrow.',
      th: 'พื้นที่ทำงานนี้ส่งเว็บฮุกครบจำนวนของวันนี้แล้ว โปรดลองอีกครั้งพรุ่งนี้',
      es: 'Este espacio de trabajo ya envió hoy el máximo de webhooks. Inténtalo mañana.',
    },
  },
  // Ours: the Greenhouse connector (docs/ats.md).
  GREENHOUSE_CREDENTIALS_REFUSED: {
    status: 422,
    text: {
      en: 'Greenhouse did not accept this client ID, secret and user ID. Check them in Greenhouse and try again.',
      th: 'Greenhouse ไม่ยอมรับ Client ID, Secret และ User ID นี้ โปรดตรวจสอบใน Greenhouse แล้วลองอีกครั้ง',
      es: 'Greenhouse no aceptó este ID de cliente, secreto e ID de usuario. Revísalos en Greenhouse e inténtalo de nuevo.',
    },
  },
  GREENHOUSE_UNREACHABLE: {
    status: 502,
    text: {
      en: 'Greenhouse could not be reached. Try again in a moment.',
      th: 'ไม่สามารถติดต่อ Greenhouse ได้ โปรดลองอีกครั้งในอีกสักครู่',
      es: 'No se pudo contactar con Greenhouse. Inténtalo de nuevo en un momento.',
    },
  },
  GREENHOUSE_USER_ID_INVALID: {
    status: 400,
    text: {
      en: "Enter the Greenhouse user ID: the number in the user's address in Greenhouse.",
      th: 'โปรดระบุ User ID ของ Greenhouse: ตัวเลขในที่อยู่หน้าผู้ใช้ใน Greenhouse',
      es: 'Escribe el ID de usuario de Greenhouse: el número en la dirección del usuario en Greenhouse.',
    },
  },
  GREENHOUSE_APPLICATION_ID_INVALID: {
    status: 400,
    text: {
      en: 'A Greenhouse application ID is a number.',
      th: 'รหัสใบสมัครของ Greenhouse ต้องเป็นตัวเลข',
      es: 'Un ID de solicitud de Greenhouse es un número.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
