import type { AiOutputLanguage } from './prompt-codes';
import type { AnalyzerSection } from './analyzer';

/**
 * The offline stand-in's analyzer sections (docs/ai.md): deterministic Markdown built from the value, shaped like the
 * PROMPT_ANALYZER_* answers (same headings), in English or Thai. The local stack runs the whole analyzer with them;
 * they are shown as "Offline stand-in", never as AI output.
 */
export interface AnalyzerOfflineInputs {
  value: string;
  company: string;
  language: AiOutputLanguage;
}

type Writer = (v: string, org: string) => string;

const EN: Record<AnalyzerSection, Writer> = {
  overview: (v, org) =>
    `## What it means\n\nAt ${org}, **${v}** means that people make everyday choices the value would ask for, even when nobody is watching and when it costs something in the short term. It is a promise to colleagues and customers, and it guides decisions where rules say nothing.\n\n` +
    `## What it looks like\n\n- People name the trade-off and choose in the spirit of ${v}.\n- Meetings end with owners and next steps that reflect ${v}.\n- Leaders ask "what would ${v} look like here?" before deciding.\n- Colleagues recognise one another for ${v} in concrete terms.\n\n` +
    `## What it is not\n\n- Saying the word ${v} on posters while rewarding the opposite.\n- Using ${v} as a reason to block others' work.\n- Expecting ${v} from the team but not from leaders.`,
  audit: (v) =>
    `## Culture audit\n\n` +
    `1. **Policies**: read the last three policy changes. Evidence: does each support ${v}? Red flag: a policy that punishes it.\n` +
    `2. **Rituals**: sit in on two team rituals. Evidence: moments where ${v} is practised. Red flag: the ritual contradicts it.\n` +
    `3. **Decisions**: review five recent decisions. Evidence: ${v} is named as a reason. Red flag: it is never mentioned.\n` +
    `4. **Recognition**: list who was recognised this quarter and why. Evidence: stories of ${v}. Red flag: only results are praised.\n` +
    `5. **Hiring**: read two interview scorecards. Evidence: a question that tests ${v}. Red flag: none does.\n` +
    `6. **Onboarding**: ask a new hire what ${v} means here. Evidence: a clear, shared answer. Red flag: they have not heard of it.`,
  skills: (v) =>
    `## Skills guidance\n\n` +
    `1. **Self-awareness**: why it matters: ${v} starts with noticing your own habits. Build it in 30 days: a short weekly reflection. Coaching: ask "where did you live ${v} this week?"\n` +
    `2. **Clear communication**: why it matters: others can only follow ${v} they can see. Build it: write decisions down with their reasons. Coaching: review one message together.\n` +
    `3. **Judgement**: why it matters: ${v} is tested in grey areas. Build it: discuss one real dilemma a week. Coaching: talk through options before giving an answer.\n` +
    `4. **Collaboration**: why it matters: ${v} is shared, not solo. Build it: pair on one task a week. Coaching: ask peers for specific feedback.\n` +
    `5. **Follow-through**: why it matters: ${v} shows in what is finished. Build it: keep a visible list of commitments. Coaching: check progress in one-to-ones.`,
  survey_questions: (v) =>
    `## Survey questions\n\nRate each statement from 1 (strongly disagree) to 5 (strongly agree).\n\n` +
    `1. I understand what ${v} means in my daily work.\n2. My manager acts in line with ${v}.\n3. Decisions in my team reflect ${v}.\n4. I feel safe raising concerns about ${v}.\n` +
    `5. People here are recognised for ${v}.\n6. Our processes make ${v} easier, not harder.\n7. New colleagues learn about ${v} early.\n8. I would describe ${v} as part of who we are.\n\n` +
    `Open questions:\n\n- Tell us about a recent moment when you saw ${v} in action.\n- What one change would help us live ${v} more?`,
  microlearning: (v) =>
    `## Microlearning\n\n` +
    `1. **What ${v} means here**: goal: explain ${v} in your own words. Scenario: a new colleague asks what it means. Reflection: how would you answer in one sentence?\n` +
    `2. **Spotting ${v}**: goal: recognise ${v} in everyday work. Scenario: a busy week with a tight deadline. Reflection: where did you see it, or miss it?\n` +
    `3. **Hard choices**: goal: apply ${v} when it costs something. Scenario: a shortcut would save a day. Reflection: what would ${v} ask of you?\n` +
    `4. **Speaking up**: goal: raise a concern about ${v} respectfully. Scenario: a decision seems to go against it. Reflection: what words would you use?\n` +
    `5. **Making it stick**: goal: turn ${v} into a habit. Scenario: planning next month's work. Reflection: which habit will you start?`,
};

const TH: Record<AnalyzerSection, Writer> = {
  overview: (v, org) =>
    `## ความหมาย\n\nที่ ${org} **${v}** หมายถึงการตัดสินใจในชีวิตการทำงานประจำวันตามที่ค่านิยมนี้คาดหวัง แม้ไม่มีใครเห็นและแม้ต้องแลกกับบางสิ่งในระยะสั้น เป็นคำมั่นต่อเพื่อนร่วมงานและลูกค้า และเป็นแนวทางเมื่อกฎระเบียบไม่ได้ระบุไว้\n\n` +
    `## พฤติกรรมที่สะท้อนค่านิยม\n\n- ทุกคนพูดถึงข้อแลกเปลี่ยนอย่างเปิดเผยและเลือกตามหลัก ${v}\n- การประชุมจบด้วยผู้รับผิดชอบและขั้นตอนถัดไปที่สะท้อน ${v}\n- ผู้นำถามว่า "${v} ในเรื่องนี้ควรเป็นอย่างไร" ก่อนตัดสินใจ\n- เพื่อนร่วมงานชื่นชมกันเรื่อง ${v} อย่างเป็นรูปธรรม\n\n` +
    `## สิ่งที่ไม่ใช่ค่านิยมนี้\n\n- ติดคำว่า ${v} บนโปสเตอร์แต่ให้รางวัลกับพฤติกรรมตรงข้าม\n- ใช้ ${v} เป็นข้ออ้างเพื่อขัดขวางงานของผู้อื่น\n- คาดหวัง ${v} จากทีมแต่ไม่ใช่จากผู้นำ`,
  audit: (v) =>
    `## การตรวจสอบวัฒนธรรม\n\n` +
    `1. **นโยบาย**: อ่านการเปลี่ยนนโยบายสามครั้งล่าสุด หลักฐาน: แต่ละข้อสนับสนุน ${v} หรือไม่ สัญญาณเตือน: นโยบายที่ลงโทษพฤติกรรมนี้\n` +
    `2. **พิธีกรรมของทีม**: เข้าร่วมกิจกรรมประจำของทีมสองครั้ง หลักฐาน: ช่วงที่มีการปฏิบัติ ${v} สัญญาณเตือน: กิจกรรมขัดแย้งกับค่านิยม\n` +
    `3. **การตัดสินใจ**: ทบทวนการตัดสินใจห้าครั้งล่าสุด หลักฐาน: มีการอ้างถึง ${v} เป็นเหตุผล สัญญาณเตือน: ไม่เคยถูกกล่าวถึง\n` +
    `4. **การยกย่อง**: ดูว่าไตรมาสนี้ใครได้รับการยกย่องและเพราะอะไร หลักฐาน: เรื่องราวของ ${v} สัญญาณเตือน: ชื่นชมเพียงผลลัพธ์\n` +
    `5. **การสรรหา**: อ่านแบบประเมินการสัมภาษณ์สองชุด หลักฐาน: มีคำถามที่วัด ${v} สัญญาณเตือน: ไม่มีเลย\n` +
    `6. **การปฐมนิเทศ**: ถามพนักงานใหม่ว่า ${v} หมายถึงอะไรที่นี่ หลักฐาน: คำตอบชัดเจนและตรงกัน สัญญาณเตือน: ไม่เคยได้ยิน`,
  skills: (v) =>
    `## แนวทางพัฒนาทักษะ\n\n` +
    `1. **การรู้จักตนเอง**: สำคัญเพราะ ${v} เริ่มจากการสังเกตนิสัยของตนเอง พัฒนาใน 30 วัน: ทบทวนตนเองสั้น ๆ ทุกสัปดาห์ การโค้ช: ถามว่า "สัปดาห์นี้คุณแสดง ${v} ตรงไหน"\n` +
    `2. **การสื่อสารที่ชัดเจน**: สำคัญเพราะผู้อื่นทำตาม ${v} ได้เมื่อมองเห็น พัฒนา: เขียนการตัดสินใจพร้อมเหตุผล การโค้ช: ทบทวนข้อความหนึ่งชิ้นด้วยกัน\n` +
    `3. **วิจารณญาณ**: สำคัญเพราะ ${v} ถูกทดสอบในสถานการณ์คลุมเครือ พัฒนา: คุยกรณีศึกษาจริงสัปดาห์ละหนึ่งเรื่อง การโค้ช: ให้คิดทางเลือกก่อนให้คำตอบ\n` +
    `4. **การทำงานร่วมกัน**: สำคัญเพราะ ${v} เป็นของทุกคน พัฒนา: จับคู่ทำงานสัปดาห์ละหนึ่งงาน การโค้ช: ขอคำติชมที่เจาะจงจากเพื่อนร่วมงาน\n` +
    `5. **การทำตามที่รับปาก**: สำคัญเพราะ ${v} เห็นได้จากงานที่เสร็จ พัฒนา: ทำรายการสิ่งที่รับปากให้ทุกคนเห็น การโค้ช: ติดตามความคืบหน้าในการคุยตัวต่อตัว`,
  survey_questions: (v) =>
    `## คำถามแบบสำรวจ\n\nให้คะแนนแต่ละข้อตั้งแต่ 1 (ไม่เห็นด้วยอย่างยิ่ง) ถึง 5 (เห็นด้วยอย่างยิ่ง)\n\n` +
    `1. ฉันเข้าใจว่า ${v} หมายถึงอะไรในงานประจำวัน\n2. หัวหน้าของฉันปฏิบัติสอดคล้องกับ ${v}\n3. การตัดสินใจในทีมสะท้อน ${v}\n4. ฉันรู้สึกปลอดภัยที่จะแจ้งข้อกังวลเกี่ยวกับ ${v}\n` +
    `5. ที่นี่มีการยกย่องผู้ที่แสดง ${v}\n6. กระบวนการทำงานช่วยให้ปฏิบัติ ${v} ได้ง่ายขึ้น\n7. เพื่อนร่วมงานใหม่ได้เรียนรู้เรื่อง ${v} ตั้งแต่เนิ่น ๆ\n8. ฉันมองว่า ${v} เป็นส่วนหนึ่งของตัวตนองค์กร\n\n` +
    `คำถามปลายเปิด:\n\n- เล่าช่วงเวลาล่าสุดที่คุณเห็น ${v} เกิดขึ้นจริง\n- การเปลี่ยนแปลงหนึ่งอย่างที่จะช่วยให้เราปฏิบัติ ${v} ได้มากขึ้นคืออะไร`,
  microlearning: (v) =>
    `## บทเรียนสั้น\n\n` +
    `1. **${v} ที่นี่หมายถึงอะไร**: เป้าหมาย: อธิบาย ${v} ด้วยคำพูดของตนเอง สถานการณ์: เพื่อนร่วมงานใหม่ถามความหมาย คำถามทบทวน: คุณจะตอบในหนึ่งประโยคอย่างไร\n` +
    `2. **สังเกต ${v}**: เป้าหมาย: มองเห็น ${v} ในงานประจำวัน สถานการณ์: สัปดาห์ที่งานเร่ง คำถามทบทวน: คุณเห็นหรือพลาดตรงไหน\n` +
    `3. **ทางเลือกที่ยาก**: เป้าหมาย: ใช้ ${v} เมื่อมีต้นทุน สถานการณ์: ทางลัดที่ช่วยประหยัดเวลาหนึ่งวัน คำถามทบทวน: ${v} ต้องการให้คุณทำอะไร\n` +
    `4. **กล้าพูด**: เป้าหมาย: แจ้งข้อกังวลเรื่อง ${v} อย่างให้เกียรติ สถานการณ์: การตัดสินใจที่ดูขัดกับค่านิยม คำถามทบทวน: คุณจะใช้คำพูดอย่างไร\n` +
    `5. **ทำให้เป็นนิสัย**: เป้าหมาย: เปลี่ยน ${v} ให้เป็นนิสัย สถานการณ์: วางแผนงานเดือนหน้า คำถามทบทวน: คุณจะเริ่มนิสัยใด`,
};

export function offlineAnalyzerSection(section: AnalyzerSection, inputs: AnalyzerOfflineInputs): string {
  const org = inputs.company.trim() || (inputs.language === 'th' ? 'องค์กรของคุณ' : 'your organisation');
  return (inputs.language === 'th' ? TH : EN)[section](inputs.value.trim(), org);
}
