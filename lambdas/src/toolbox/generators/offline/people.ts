import { bullets, doc, type OfflineContext } from './context';

/**
 * Offline documents of the People management and Onboarding generators (career path, OKRs, performance
 * improvement, 30/60/90-day plan): the sections their prompts ask for, written from the inputs.
 */

export function careerPath(c: OfflineContext): string {
  const [from, to, horizon, company] = [c.v('currentRole'), c.v('targetRole'), c.v('horizon'), c.v('company')];
  if (c.language === 'th') {
    const stages = [
      ['ขั้นที่ 1: เข้าใจบทบาทเป้าหมาย', `พูดคุยกับผู้ที่ทำงานเป็น ${to} อยู่แล้ว และระบุทักษะที่ยังขาด`],
      ['ขั้นที่ 2: สร้างทักษะหลัก', 'เรียนรู้ผ่านโครงการจริงและขอคำติชมอย่างสม่ำเสมอ'],
      ['ขั้นที่ 3: รับผิดชอบงานที่ใหญ่ขึ้น', `นำโครงการหนึ่งที่ใกล้เคียงกับงานของ ${to}`],
      ['ขั้นที่ 4: พร้อมสำหรับบทบาทใหม่', 'แสดงผลงานที่วัดได้และมีผู้สนับสนุนในองค์กร'],
    ];
    return doc(
      `เส้นทางอาชีพจาก **${from}** สู่ **${to}** ภายใน ${horizon} ที่ ${company}`,
      `## จุดที่คุณอยู่ตอนนี้\nในบทบาท ${from} คุณมีความเข้าใจงานและผู้คนในองค์กรแล้ว ซึ่งเป็นฐานที่ดีสำหรับการก้าวสู่ ${to}`,
      `## หมุดหมาย\n${stages.map(([h, d]) => `### ${h}\n${bullets([d as string, 'ประสบการณ์ที่ควรหา: งานที่ได้ทำร่วมกับทีมอื่น', 'วัดความก้าวหน้า: ผลงานที่ผู้จัดการยืนยันได้'])}`).join('\n\n')}`,
      `## แหล่งเรียนรู้\n${bullets(['หลักสูตรออนไลน์สั้น ๆ ด้านทักษะที่ขาด', 'พี่เลี้ยงหรือโค้ชภายในองค์กร', 'ชุมชนวิชาชีพและงานสัมมนา', 'การอ่านกรณีศึกษาในสายงาน'])}`,
      `## บทสนทนาที่ควรมีกับผู้จัดการ\n${bullets([`เป้าหมายการเป็น ${to} และกรอบเวลา ${horizon}`, 'โอกาสงานที่ช่วยสร้างประสบการณ์ที่ขาด', 'การติดตามความก้าวหน้าทุกไตรมาส'])}`,
    );
  }
  const stages = [
    [
      'Stage 1: understand the target role',
      `Talk to people already working as ${to} and name the skills still missing.`,
    ],
    ['Stage 2: build the core skills', 'Learn through real projects and ask for feedback regularly.'],
    ['Stage 3: take on larger scope', `Lead one project close to the work of a ${to}.`],
    ['Stage 4: ready for the move', 'Show measurable results and have sponsors in the organisation.'],
  ];
  return doc(
    `Career path from **${from}** to **${to}** within ${horizon} at ${company}.`,
    `## Where you are\nAs ${from} you already know the work and the people of the organisation: a strong base for the move to ${to}.`,
    `## Milestones\n${stages.map(([h, d]) => `### ${h}\n${bullets([d as string, 'Experience to seek: work done together with another team', 'How progress shows: results your manager can confirm'])}`).join('\n\n')}`,
    `## Learning resources\n${bullets(['Short online courses on the missing skills', 'A mentor or coach inside the organisation', 'Professional communities and events', 'Case studies from the field'])}`,
    `## Conversations to have with your manager\n${bullets([`Your goal of becoming ${to} and the ${horizon} horizon`, 'Assignments that build the missing experience', 'A progress check every quarter'])}`,
  );
}

export function okr(c: OfflineContext): string {
  const [scope, subject, company] = [c.v('scope'), c.v('subject'), c.v('company')];
  const focus = c.list('focus', [c.v('focus')], 3);
  while (focus.length < 3) focus.push(focus[focus.length - 1] as string);
  const org = c.has('orgType') ? ` (${c.v('orgType')})` : '';
  if (c.language === 'th') {
    const objective = (f: string, n: number) =>
      `## วัตถุประสงค์ ${n}: ${f}\n**ผลลัพธ์หลัก**\n${bullets([`เพิ่มตัวชี้วัดหลักของ "${f}" ขึ้น 20% ภายในสิ้นไตรมาส`, 'ส่งมอบงานสำคัญ 3 ชิ้นภายในวันที่ 30 ของเดือนที่สอง', 'คะแนนความพึงพอใจของผู้เกี่ยวข้องอย่างน้อย 4 จาก 5'])}\n\n**แผนงาน**\n${bullets(['ประชุมวางแผนในสัปดาห์แรก', 'ทบทวนความคืบหน้าทุกสองสัปดาห์'])}`;
    return doc(
      `OKR สำหรับ ${scope}: **${subject}** ที่ ${company}${org}`,
      ...focus.map((f, i) => objective(f, i + 1)),
      `## การติดตามผล\nเช็กอินทุกสัปดาห์ 15 นาที: อัปเดตคะแนนความมั่นใจของแต่ละผลลัพธ์หลัก ระบุอุปสรรค และตกลงขั้นตอนถัดไป`,
    );
  }
  const objective = (f: string, n: number) =>
    `## Objective ${n}: ${f}\n**Key results**\n${bullets([`Raise the main measure of "${f}" by 20% by the end of the quarter`, 'Deliver 3 key pieces of work by day 30 of the second month', 'Stakeholder satisfaction of at least 4 out of 5'])}\n\n**Initiatives**\n${bullets(['A planning session in week one', 'A progress review every two weeks'])}`;
  return doc(
    `OKRs for ${scope.toLowerCase()}: **${subject}** at ${company}${org}.`,
    ...focus.map((f, i) => objective(f, i + 1)),
    `## How to check in\nA 15-minute weekly check-in: update the confidence of each key result, name blockers, and agree the next steps.`,
  );
}

export function performanceImprovement(c: OfflineContext): string {
  const [role, company, length] = [c.v('role'), c.v('company'), c.v('duration')];
  const areas = c.list('issues', [c.v('issues')], 4);
  const weeks = Math.round((Number.parseInt(length, 10) || 60) / 7);
  const checkins = [2, Math.round(weeks / 2), weeks].filter((w, i, all) => all.indexOf(w) === i);
  if (c.language === 'th') {
    return doc(
      `แผนพัฒนาผลการปฏิบัติงานสำหรับตำแหน่ง **${role}** ที่ ${company} ระยะเวลา ${length}`,
      `## วัตถุประสงค์\nแผนนี้มีไว้เพื่อช่วยให้คุณประสบความสำเร็จในบทบาท ${role} โดยกำหนดความคาดหวังที่ชัดเจนและการสนับสนุนที่คุณจะได้รับ`,
      `## ความคาดหวัง\n${areas.map((a) => `### ${a}\n${bullets(['ช่องว่างที่พบ: ผลงานในเรื่องนี้ยังไม่ถึงมาตรฐานของทีม', 'มาตรฐานที่คาดหวัง: ผลงานสม่ำเสมอตามที่ตกลงกับผู้จัดการ', 'เป้าหมายที่วัดได้: ตัวอย่างงานที่ผ่านเกณฑ์อย่างน้อย 3 ครั้งติดต่อกัน'])}`).join('\n\n')}`,
      `## การสนับสนุนที่ได้รับ\n${bullets(['การประชุมตัวต่อตัวกับผู้จัดการทุกสัปดาห์', 'พี่เลี้ยงที่มีประสบการณ์ในงานนี้', 'เวลาสำหรับการอบรมที่เกี่ยวข้อง'])}`,
      `## การติดตามผล\n${bullets(checkins.map((w) => `สัปดาห์ที่ ${w}: ทบทวนความคืบหน้าร่วมกัน`))}`,
      `## ผลลัพธ์\nเมื่อสิ้นสุดแผน ผู้จัดการและคุณจะทบทวนผลร่วมกัน หากบรรลุเป้าหมาย แผนจะปิดลง หากยังไม่ถึง จะหารือขั้นตอนถัดไปอย่างเปิดเผยและเป็นธรรม`,
    );
  }
  return doc(
    `Performance improvement plan for the role **${role}** at ${company}, over ${length}.`,
    `## Purpose\nThis plan is here to help you succeed as ${role}, with clear expectations and the support you will get along the way.`,
    `## Expectations\n${areas.map((a) => `### ${a}\n${bullets(['The gap: work in this area is below the team’s standard', 'The expected standard: consistent work as agreed with your manager', 'Measurable goal: at least 3 consecutive examples that meet the standard'])}`).join('\n\n')}`,
    `## Support provided\n${bullets(['A weekly one-to-one with your manager', 'A mentor experienced in this work', 'Time for relevant training'])}`,
    `## Check-ins\n${bullets(checkins.map((w) => `Week ${w}: review progress together`))}`,
    `## Outcomes\nAt the end of the plan you and your manager review the results together. If the goals are met, the plan closes; if not, the next steps are discussed openly and fairly.`,
  );
}

export function dayPlan(c: OfflineContext): string {
  const [role, company] = [c.v('role'), c.v('company')];
  const org = c.has('orgType') ? ` (${c.v('orgType')})` : '';
  const priorities = c.list('priorities', [], 3);
  if (c.language === 'th') {
    const block = (h: string, goals: string[]) =>
      `## ${h}\n${bullets(goals)}\n\n**พบใคร:** ผู้จัดการ เพื่อนร่วมทีม และทีมที่ทำงานร่วมกัน\n\n**วัดความสำเร็จ:** ผู้จัดการยืนยันว่าเป้าหมายของช่วงนี้บรรลุแล้ว`;
    return doc(
      `แผน 30/60/90 วันสำหรับ **${role}** คนใหม่ที่ ${company}${org}`,
      priorities.length > 0 && `ลำดับความสำคัญจากผู้จัดการ: ${priorities.join(', ')}`,
      block('30 วันแรก: เรียนรู้', [
        'ทำความเข้าใจเป้าหมาย ลูกค้า และวิธีทำงานของทีม',
        'ตั้งค่าเครื่องมือและเข้าถึงระบบที่จำเป็น',
        ...priorities.slice(0, 1).map((p) => `เรียนรู้บริบทของ "${p}"`),
      ]),
      block('วันที่ 31-60: ลงมือทำ', [
        'รับผิดชอบงานชิ้นแรกจนเสร็จ',
        'เสนอการปรับปรุงเล็ก ๆ หนึ่งเรื่อง',
        ...priorities.slice(1, 2).map((p) => `เริ่มงานด้าน "${p}"`),
      ]),
      block('วันที่ 61-90: เป็นผู้นำ', [
        'นำงานหรือโครงการหนึ่งอย่างอิสระ',
        'แบ่งปันสิ่งที่เรียนรู้กับทีม',
        ...priorities.slice(2).map((p) => `ส่งมอบผลลัพธ์แรกของ "${p}"`),
      ]),
    );
  }
  const block = (h: string, goals: string[]) =>
    `## ${h}\n${bullets(goals)}\n\n**People to meet:** your manager, teammates and the teams you work with\n\n**How success is measured:** your manager confirms the goals of this stage are met`;
  return doc(
    `30/60/90-day plan for a new **${role}** at ${company}${org}.`,
    priorities.length > 0 && `Priorities from the manager: ${priorities.join(', ')}.`,
    block('First 30 days: learn', [
      'Understand the team’s goals, customers and ways of working',
      'Set up tools and access to the systems you need',
      ...priorities.slice(0, 1).map((p) => `Learn the context of "${p}"`),
    ]),
    block('Days 31-60: contribute', [
      'Own a first piece of work through to done',
      'Propose one small improvement',
      ...priorities.slice(1, 2).map((p) => `Start the work on "${p}"`),
    ]),
    block('Days 61-90: lead', [
      'Lead a piece of work or a project on your own',
      'Share what you have learned with the team',
      ...priorities.slice(2).map((p) => `Deliver the first results of "${p}"`),
    ]),
  );
}
