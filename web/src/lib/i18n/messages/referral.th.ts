import type { referralEn } from './referral.en';

/** Interface strings of refer-a-friend, Thai. */
export const referralTh: Record<keyof typeof referralEn, string> = {
  'account.tab.referAFriend': 'แนะนำเพื่อน',
  'referral.referButton': '+{credits} เครดิต',
  'referral.referButtonLabel': 'แนะนำเพื่อน: +{credits} เครดิต',
  'referral.intro':
    'เชิญเพื่อนของคุณ เมื่อเพื่อนสมัครและมีผู้ตอบคนแรกทำแบบประเมินของเพื่อนเสร็จ (หรือเพื่อนซื้อเครดิต) คุณทั้งคู่จะได้รับ {credits} เครดิตฟรี',
  'referral.linkTitle': 'ลิงก์แนะนำของคุณ',
  'referral.linkLabel': 'ลิงก์ส่วนตัวของคุณ',
  'referral.copy': 'คัดลอกลิงก์',
  'referral.inviteTitle': 'เชิญทางอีเมล',
  'referral.email': 'อีเมลของเพื่อน',
  'referral.send': 'ส่ง',
  'referral.sent': 'ส่งคำเชิญไปที่ {email} แล้ว',
  'referral.listTitle': 'คำเชิญของคุณ',
  'referral.col.email': 'อีเมล',
  'referral.col.status': 'สถานะ',
  'referral.col.credits': 'เครดิตที่ได้รับ',
  'referral.status.pending': 'เชิญแล้ว',
  'referral.status.signed_up': 'สมัครแล้ว',
  'referral.status.assessment_created': 'สร้างแบบประเมินแล้ว',
  'referral.viaLink': 'สมัครผ่านลิงก์ของคุณ',
  'referral.empty': 'ยังไม่มีคำเชิญ แชร์ลิงก์ของคุณหรือเชิญเพื่อนทางอีเมล',
  'referral.invitedBy':
    '{name} เชิญคุณ สมัครแล้วเมื่อผู้ตอบคนแรกทำแบบประเมินของคุณเสร็จ (หรือคุณซื้อเครดิต) คุณทั้งคู่จะได้รับ {credits} เครดิตฟรี',
  'referral.invited':
    'เพื่อนของคุณเชิญคุณ สมัครแล้วเมื่อผู้ตอบคนแรกทำแบบประเมินของคุณเสร็จ (หรือคุณซื้อเครดิต) คุณทั้งคู่จะได้รับ {credits} เครดิตฟรี',
  'referral.checking': 'กำลังเปิดคำเชิญของคุณ…',
  'referral.unknownTitle': 'ไม่พบคำเชิญ',
  'referral.signUpAnyway': 'สมัครสมาชิก',
};
