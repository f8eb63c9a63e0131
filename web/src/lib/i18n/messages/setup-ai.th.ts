import type { setupAiEn } from './setup-ai.en';

/** Interface strings of AI-assisted setup and the auto-generated first assessment, Thai. */
export const setupAiTh: Record<keyof typeof setupAiEn, string> = {
  'setup.state.pending_review': 'รอการตรวจทาน',
  'setup.action.pending_review': 'ตรวจทาน',
  'aiSetup.title': 'ตั้งค่าด้วย AI',
  'aiSetup.intro':
    'AI จะเลือกส่วนที่เหมาะกับตำแหน่งงานและประเภทองค์กรนี้ และกรอกความสอดคล้องของค่านิยม โปรไฟล์วัฒนธรรม และพฤติกรรมที่ยอมรับได้ไว้ล่วงหน้า คุณตรวจทานคำแนะนำแต่ละข้อก่อนเผยแพร่',
  'aiSetup.run': 'ตั้งค่าด้วย AI',
  'aiSetup.running': 'กำลังตั้งค่าด้วย AI…',
  'aiSetup.progress': 'ความคืบหน้าการตั้งค่าด้วย AI',
  'aiSetup.fallback': 'AI เลือกส่วนไม่ได้ จึงเลือกส่วนที่แนะนำให้แทน',
  'aiSetup.failedSome': 'AI กรอกข้อมูลล่วงหน้าได้ไม่ครบทุกส่วน โปรดตั้งค่าส่วนที่ระบุว่าต้องตั้งค่าด้วยตนเอง',
  'aiSetup.pendingNote': 'มีคำแนะนำจาก AI รอการตรวจทาน: เปิดแต่ละส่วนที่ระบุว่ารอการตรวจทาน แล้วยอมรับหรือแก้ไข',
  'aiSetup.banner.title': 'คำแนะนำจาก AI — โปรดตรวจทาน',
  'aiSetup.banner.body': 'ส่วนนี้ถูกกรอกล่วงหน้าโดย AI ตามประเภทองค์กรของคุณ ตรวจสอบแล้วยอมรับตามนี้ หรือแก้ไขแล้วบันทึกฉบับของคุณ',
  'aiSetup.banner.accept': 'ยอมรับคำแนะนำ',
  'aiSetup.banner.source': 'ที่มา: {provider} {model}, พรอมต์ {code} v{version}',
  'onboarding.card.title': 'กำลังสร้างแบบประเมินแรกของคุณ',
  'onboarding.card.body':
    'AI กำลังสร้างแบบประเมินแรกสำหรับประเภทองค์กรของคุณ ({orgType}) แบบประเมินจะแสดงด้านล่างเมื่อพร้อม ระหว่างนี้คุณออกจากหน้านี้ได้',
  'onboarding.card.progress': 'ความคืบหน้าแบบประเมินแรก',
  'onboarding.card.failed': 'ยังสร้างแบบประเมินแรกของคุณไม่ได้ในขณะนี้',
  'auth.info.autoGenerate': 'สร้างแบบประเมินแรกด้วย AI ตามประเภทองค์กรของฉัน',
  'auth.info.autoGenerateHelp': 'แบบประเมินจะแสดงในแบบประเมินของฉันเป็นฉบับร่างให้คุณตรวจทานและเผยแพร่',
};
