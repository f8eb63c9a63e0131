import { bullets, doc, numbered, type OfflineContext } from './context';

/**
 * Offline documents of the Hiring generators (job role, job post, interview guide): the sections their prompts ask
 * for, written from the inputs, so the local stack shows the whole flow without a model.
 */

export function jobRole(c: OfflineContext): string {
  const [title, company, level] = [c.v('title'), c.v('company'), c.v('seniority')];
  const org = c.has('orgType') ? c.v('orgType') : '';
  if (c.language === 'th') {
    return doc(
      `คำอธิบายบทบาท **${title}** (${level}) ที่ ${company}${org ? ` (${org})` : ''}`,
      `## วัตถุประสงค์ของบทบาท\n${title} รับผิดชอบให้งานหลักของทีมเดินหน้าอย่างมีคุณภาพ ทำงานร่วมกับเพื่อนร่วมทีมและผู้มีส่วนได้ส่วนเสีย และช่วยให้ ${company} บรรลุเป้าหมายประจำไตรมาส`,
      `## หน้าที่ความรับผิดชอบหลัก\n${bullets([
        `วางแผนและส่งมอบงานในความรับผิดชอบของ ${title} ตามลำดับความสำคัญที่ตกลงกัน`,
        'ทำงานร่วมกับทีมอื่นเพื่อแก้ปัญหาและลดงานซ้ำซ้อน',
        'ติดตามผลลัพธ์ด้วยตัวชี้วัดที่ชัดเจนและรายงานความคืบหน้าทุกสัปดาห์',
        'ปรับปรุงกระบวนการทำงานอย่างต่อเนื่องจากข้อมูลและความคิดเห็นของผู้ใช้',
        'แบ่งปันความรู้และช่วยสอนงานเพื่อนร่วมทีม',
        'ยึดถือค่านิยมขององค์กรในการตัดสินใจประจำวัน',
      ])}`,
      c.has('notes') && `หมายเหตุจากผู้จัดการ: ${c.v('notes')}`,
      `## ตัวชี้วัดความสำเร็จ\n${bullets(['ส่งมอบงานสำคัญตรงเวลาอย่างน้อย 90%', 'ผลประเมินจากผู้มีส่วนได้ส่วนเสียอยู่ในระดับดีขึ้นไป', 'ลดข้อผิดพลาดหรืองานแก้ไขลงอย่างเห็นได้ชัดภายใน 6 เดือน', 'มีข้อเสนอปรับปรุงกระบวนการที่นำไปใช้จริงอย่างน้อย 1 เรื่องต่อไตรมาส'])}`,
      `## ทักษะและประสบการณ์\n**ต้องมี**\n\n${bullets([`ประสบการณ์ที่เหมาะกับระดับ ${level}`, 'การสื่อสารที่ชัดเจนทั้งการพูดและการเขียน', 'การวางแผนและจัดลำดับความสำคัญ'])}\n\n**มีจะดีมาก**\n\n${bullets(['ประสบการณ์ในองค์กรลักษณะเดียวกัน', 'การใช้ข้อมูลประกอบการตัดสินใจ'])}`,
      `## สายการรายงานและการทำงานร่วมกัน\nรายงานต่อหัวหน้าทีมที่เกี่ยวข้อง ทำงานใกล้ชิดกับทีมข้างเคียง และประชุมติดตามงานแบบตัวต่อตัวทุกสองสัปดาห์`,
    );
  }
  return doc(
    `Role description for **${title}** (${level}) at ${company}${org ? ` (${org})` : ''}.`,
    `## Purpose of the role\nThe ${title} keeps the team's core work moving at a high standard, works closely with colleagues and stakeholders, and helps ${company} reach its quarterly goals.`,
    `## Key responsibilities\n${bullets([
      `Plan and deliver the work owned by the ${title} against agreed priorities`,
      'Work across teams to solve problems and remove duplicated effort',
      'Track outcomes with clear measures and share progress every week',
      'Improve ways of working using data and feedback from the people served',
      'Share knowledge and coach colleagues',
      'Apply the organisation’s values in everyday decisions',
    ])}`,
    c.has('notes') && `Notes from the hiring manager: ${c.v('notes')}`,
    `## Success measures\n${bullets(['At least 90% of key deliverables on time', 'Stakeholder feedback rated good or better', 'A visible drop in rework within six months', 'At least one process improvement adopted each quarter'])}`,
    `## Skills and experience\n**Must-have**\n\n${bullets([`Experience that fits a ${level} role`, 'Clear spoken and written communication', 'Planning and prioritising'])}\n\n**Nice-to-have**\n\n${bullets(['Experience in a similar organisation', 'Using data to support decisions'])}`,
    `## Reporting line and collaboration\nReports to the relevant team lead, works closely with neighbouring teams, and has a one-to-one check-in every two weeks.`,
  );
}

export function jobPost(c: OfflineContext): string {
  const [title, company, type] = [c.v('title'), c.v('company'), c.v('employmentType')];
  const location = c.has('location') ? c.v('location') : '';
  const values = c.list('coreValues', [], 6);
  if (c.language === 'th') {
    return doc(
      `**${company} กำลังมองหา ${title}** (${type}${location ? ` · ${location}` : ''}) มาร่วมสร้างงานที่มีความหมาย หากคุณชอบเรียนรู้และทำงานเป็นทีม เราอยากรู้จักคุณ`,
      `## เกี่ยวกับเรา\n${company}${c.has('orgType') ? ` (${c.v('orgType')})` : ''} เป็นทีมที่ให้ความสำคัญกับผลลัพธ์และการเติบโตของทุกคน${values.length ? ` ค่านิยมของเรา: ${values.join(', ')}` : ''}`,
      `## สิ่งที่คุณจะได้ทำ\n${bullets([`รับผิดชอบงานหลักของตำแหน่ง ${title}`, 'วางแผนงานร่วมกับทีมและผู้มีส่วนได้ส่วนเสีย', 'ติดตามผลลัพธ์และปรับปรุงอย่างต่อเนื่อง', 'แบ่งปันความรู้กับเพื่อนร่วมทีม', 'เสนอไอเดียใหม่ ๆ เพื่อพัฒนางาน', 'ดูแลประสบการณ์ของลูกค้าหรือผู้ใช้งาน'])}`,
      c.has('notes') && `รายละเอียดเพิ่มเติม: ${c.v('notes')}`,
      `## คุณสมบัติที่เรามองหา\n${bullets(['ประสบการณ์ที่เกี่ยวข้องกับตำแหน่งนี้', 'การสื่อสารที่ชัดเจนและเปิดรับความคิดเห็น', 'ความรับผิดชอบต่อผลลัพธ์ของงาน', 'ความพร้อมเรียนรู้สิ่งใหม่', 'ยินดีต้อนรับผู้สมัครจากทุกภูมิหลัง'])}`,
      `## สิ่งที่เรามอบให้\n${bullets(['ค่าตอบแทนที่เป็นธรรมตามประสบการณ์', 'งบพัฒนาทักษะและการเรียนรู้', 'ทีมที่ให้การสนับสนุนและรับฟัง'])}`,
      `## วิธีสมัคร\nส่งประวัติย่อพร้อมข้อความสั้น ๆ ว่าทำไมคุณสนใจตำแหน่ง ${title} ที่ ${company} เราจะตอบกลับทุกใบสมัคร`,
    );
  }
  return doc(
    `**${company} is hiring a ${title}** (${type}${location ? ` · ${location}` : ''}). If you enjoy learning and doing meaningful work with a supportive team, we would love to hear from you.`,
    `## About us\n${company}${c.has('orgType') ? ` (${c.v('orgType')})` : ''} is a team that cares about results and about everyone's growth.${values.length ? ` Our values: ${values.join(', ')}.` : ''}`,
    `## What you will do\n${bullets([`Own the core work of the ${title} role`, 'Plan work together with your team and stakeholders', 'Track outcomes and keep improving them', 'Share what you learn with colleagues', 'Bring new ideas to how the work is done', 'Look after the experience of the people we serve'])}`,
    c.has('notes') && `More about the role: ${c.v('notes')}`,
    `## What you bring\n${bullets(['Experience relevant to this role', 'Clear communication and openness to feedback', 'Ownership of the results of your work', 'Curiosity and a wish to keep learning', 'Applicants from every background are welcome'])}`,
    `## What we offer\n${bullets(['Fair pay that reflects your experience', 'A learning and development budget', 'A team that listens and supports you'])}`,
    `## How to apply\nSend your CV with a few lines on why the ${title} role at ${company} interests you. Every application gets an answer.`,
  );
}

export function interviewGuide(c: OfflineContext): string {
  const [title, company, minutes] = [c.v('title'), c.v('company'), c.v('duration')];
  const competencies = c.list(
    'competencies',
    c.language === 'th' ? ['การสื่อสาร', 'การแก้ปัญหา'] : ['Communication', 'Problem solving'],
    5,
  );
  const total = Number.parseInt(c.v('duration'), 10) || 45;
  const questionsMinutes = Math.max(10, total - 15);
  if (c.language === 'th') {
    return doc(
      `คู่มือสัมภาษณ์ตำแหน่ง **${title}** ที่ ${company} (${minutes})`,
      `## กำหนดการ\n${bullets(['5 นาที: แนะนำตัวและอธิบายขั้นตอน', `${questionsMinutes} นาที: คำถามตามสมรรถนะ`, '10 นาที: คำถามจากผู้สมัครและปิดการสัมภาษณ์'])}`,
      `## คำถาม\n${competencies
        .map(
          (k) =>
            `### ${k}\n${numbered([`เล่าถึงครั้งที่คุณต้องใช้${k}ในสถานการณ์ที่ยาก คุณทำอะไรและผลเป็นอย่างไร`, `ยกตัวอย่างครั้งที่คุณพัฒนา${k}ของตัวเองจากความผิดพลาด`])}\n\nคำถามต่อเนื่อง: ถ้าย้อนกลับไปได้ คุณจะทำอะไรต่างไปจากเดิม\n\nคำตอบที่ดีแสดง: ตัวอย่างที่เจาะจง บทบาทของผู้สมัครเอง และผลลัพธ์ที่วัดได้`,
        )
        .join('\n\n')}`,
      `## เกณฑ์การให้คะแนน\n${bullets(['1: ไม่มีตัวอย่างหรือตัวอย่างไม่เกี่ยวข้อง', '2: มีตัวอย่างแต่ขาดรายละเอียดหรือผลลัพธ์', '3: ตัวอย่างชัดเจน มีบทบาทและผลลัพธ์', '4: ตัวอย่างชัดเจนมาก มีผลลัพธ์ที่วัดได้และบทเรียนที่นำไปใช้'])}`,
      `## การปิดการสัมภาษณ์\nเปิดโอกาสให้ผู้สมัครถามคำถาม แจ้งขั้นตอนถัดไปและระยะเวลาที่จะติดต่อกลับ และขอบคุณสำหรับเวลา`,
    );
  }
  return doc(
    `Interview guide for **${title}** at ${company} (${minutes}).`,
    `## Agenda\n${bullets(['5 minutes: welcome and how the interview works', `${questionsMinutes} minutes: competency questions`, '10 minutes: the candidate’s questions and close'])}`,
    `## Questions\n${competencies
      .map(
        (k) =>
          `### ${k}\n${numbered([`Tell me about a time you relied on ${k.toLowerCase()} in a difficult situation. What did you do, and what happened?`, `Describe a time you improved your ${k.toLowerCase()} after something went wrong.`])}\n\nFollow-up: looking back, what would you do differently?\n\nA strong answer shows: a specific example, the candidate's own part in it, and a measurable result.`,
      )
      .join('\n\n')}`,
    `## Scoring rubric\n${bullets(['1: no example, or an unrelated one', '2: an example without detail or outcome', '3: a clear example with the candidate’s role and outcome', '4: a very clear example with a measurable outcome and a lesson applied since'])}`,
    `## Closing\nInvite the candidate's questions, explain the next steps and when they will hear back, and thank them for their time.`,
  );
}
