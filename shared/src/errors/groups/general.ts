import type { ErrorEntry } from './entry';

/** General messages: spec part 2 §8 "General" and part 1 §5, §6. */
export const GENERAL_ERRORS = {
  VALIDATION_FAILED: {
    status: 400,
    text: { en: 'Please check the highlighted fields.', th: 'โปรดตรวจสอบช่องที่ไฮไลต์', es: 'Revisa los campos marcados.' },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    text: { en: 'The request is too large.', th: 'คำขอมีขนาดใหญ่เกินไป', es: 'La solicitud es demasiado grande.' },
  },
  FORBIDDEN: { status: 403, text: { en: 'Forbidden', th: 'ไม่ได้รับอนุญาต', es: 'Prohibido' } },
  NO_PERMISSION: {
    status: 403,
    text: {
      en: 'You do not have permission to access the requested page.',
      th: 'คุณไม่มีสิทธิ์เข้าถึงหน้าที่ร้องขอ',
      es: 'No tienes permiso para acceder a la página solicitada.',
    },
  },
  VIEWING_LEVEL_RESTRICTED: {
    status: 403,
    text: {
      en: 'This information is not available for your viewing level.',
      th: 'ข้อมูลนี้ไม่พร้อมใช้งานสำหรับระดับการดูของคุณ',
      es: 'Esta información no está disponible para tu nivel de visualización.',
    },
  },
  DATA_NOT_FOUND: { status: 404, text: { en: 'Data not found', th: 'ไม่พบข้อมูล', es: 'Datos no encontrados' } },
  NO_SUCH_DOCUMENT: {
    status: 404,
    text: { en: 'No such document!', th: 'ไม่พบเอกสารนี้!', es: '¡No existe el documento!' },
  },
  PAGE_NOT_FOUND: {
    status: 404,
    text: { en: 'Looks like something went wrong', th: 'ดูเหมือนว่ามีบางอย่างผิดพลาด', es: 'Parece que algo salió mal' },
  },
  INTERNAL: {
    status: 500,
    text: { en: 'Oops, something went wrong', th: 'อุ๊ย มีบางอย่างผิดพลาด', es: 'Vaya, algo salió mal' },
  },
  NETWORK_ERROR: {
    status: 503,
    text: {
      en: 'Network error. Please check your connection.',
      th: 'เครือข่ายขัดข้อง โปรดตรวจสอบการเชื่อมต่อของคุณ',
      es: 'Error de red. Comprueba tu conexión.',
    },
  },
  /** A lazily loaded script chunk failed (spec part 2 §8). */
  CHUNK_LOAD_FAILED: {
    status: 500,
    text: {
      en: 'Part of the page failed to load. Please reload the page.',
      th: 'โหลดบางส่วนของหน้าไม่สำเร็จ โปรดโหลดหน้าใหม่',
      es: 'No se pudo cargar parte de la página. Vuelve a cargarla.',
    },
  },
  /** The stylesheet variant keeps the spec's own code. */
  CSS_CHUNK_LOAD_FAILED: {
    status: 500,
    text: {
      en: 'The page styles failed to load. Please reload the page.',
      th: 'โหลดรูปแบบของหน้าไม่สำเร็จ โปรดโหลดหน้าใหม่',
      es: 'No se pudieron cargar los estilos de la página. Vuelve a cargarla.',
    },
  },
  /**
   * Startup failure of the authentication backend. The spec names its backend ("Firebase app is
   * not initialized"); this product uses Cognito, so the text names the sign-in service instead.
   */
  AUTH_NOT_INITIALIZED: {
    status: 500,
    text: {
      en: 'The sign-in service is not initialized.',
      th: 'บริการเข้าสู่ระบบยังไม่ได้เริ่มต้น',
      es: 'El servicio de inicio de sesión no está inicializado.',
    },
  },
  INVALID_STATUS_TRANSITION: {
    status: 409,
    text: {
      en: 'This action is not possible while the status is {from}.',
      th: 'ไม่สามารถดำเนินการนี้ได้ขณะที่สถานะเป็น {from}',
      es: 'Esta acción no es posible mientras el estado sea {from}.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
