import type { aiEn } from './ai.en';

/** Interface strings shared by every AI-written text, Thai. */
export const aiTh: Record<keyof typeof aiEn, string> = {
  'ai.phase.loading': 'กำลังเตรียม…',
  'ai.phase.streaming': 'กำลังเขียน…',
  'ai.phase.locked': 'ใกล้เสร็จแล้ว…',
  'ai.phase.finished': 'เสร็จแล้ว',
  'ai.phase.failed': 'ยังไม่เสร็จ',
  'ai.progress': 'ความคืบหน้า',
  'ai.offline': 'โหมดออฟไลน์',
  'ai.offlineHint': 'เซิร์ฟเวอร์นี้ยังไม่ได้ตั้งค่าโมเดล AI: ข้อความนี้เป็นตัวอย่างจากโหมดออฟไลน์ ไม่ใช่ผลลัพธ์จาก AI',
  'ai.copy': 'คัดลอก',
  'ai.copied': 'คัดลอกแล้ว',
  'ai.downloadPdf': 'ดาวน์โหลด PDF',
  'ai.preparingPdf': 'กำลังเตรียม PDF…',
  'ai.generatedBy': 'เขียนโดย {model} เมื่อ {date}',
  'ai.retry': 'ลองอีกครั้ง',
};
