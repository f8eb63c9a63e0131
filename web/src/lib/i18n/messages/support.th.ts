import type { supportEn } from './support.en';

/** Interface strings of help and support, Thai. */
export const supportTh: Record<keyof typeof supportEn, string> = {
  'support.menu': 'ความช่วยเหลือและการสนับสนุน',
  'support.title': 'ความช่วยเหลือและการสนับสนุน',
  'support.intro': 'บอกเราว่าคุณต้องการอะไร เราจะตอบกลับไปที่ {email} ภายใน {min} ถึง {max} ชั่วโมง',
  'support.message': 'ข้อความ',
  'support.messagePlaceholder': 'อธิบายปัญหาหรือคำถามของคุณ…',
  'support.attach': 'แนบภาพหน้าจอ (.png, .jpg หรือ .jpeg ไม่เกิน 2 MB)',
  'support.removeAttachment': 'นำไฟล์แนบออก',
  'support.submit': 'ส่ง',
  'support.cancel': 'ยกเลิก',
  'support.sending': 'กำลังส่ง…',
  'support.uploading': 'กำลังอัปโหลดรูปภาพ…',
  'support.thanks': 'ขอบคุณ! ข้อความของคุณถึงทีมสนับสนุนของเราแล้ว',
  'support.chat.open': 'แชทกับฝ่ายสนับสนุน',
  'support.chat.close': 'ปิดแชท',
  'support.chat.title': 'แชทฝ่ายสนับสนุน',
  'support.chat.empty': 'ถามเราได้ทุกเรื่องเกี่ยวกับแบบประเมิน เครดิต หรือทีมของคุณ กด Ctrl+Enter (⌘+Enter) เพื่อส่ง',
  'support.chat.placeholder': 'พิมพ์ข้อความ…',
  'support.chat.send': 'ส่ง',
  'support.chat.received': 'ขอบคุณ เราได้รับข้อความของคุณแล้ว คำตอบจะส่งไปที่ {email} ภายใน {min} ถึง {max} ชั่วโมง',
  'support.chat.retry': 'ส่งอีกครั้ง',
  'support.chat.you': 'คุณ',
  'support.chat.support': 'ฝ่ายสนับสนุน',
};
