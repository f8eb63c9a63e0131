import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in zh-cn: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: '我们想问的几个问题', source: '087dc5e7b52a7e' },
    defaultDescription: { text: '帮助我们更好地了解你。你愿意分享多少就分享多少。', source: '14022f54900ccc' },
    'templates.tpl_motivation.headline': { text: '这个职位的什么吸引了你？', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: '描述一项你引以为豪的工作以及你在其中的角色。',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: '你更喜欢哪种工作方式？', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: '在办公室', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: '混合办公', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: '完全远程', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: '你什么时候可以入职？', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: '立即', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: '一个月内', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: '两到三个月后', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: '更晚', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': { text: '你最希望在哪些方面得到发展？', source: '1ea10b80759c8f' },
    'templates.tpl_growth_areas.description': { text: '选择所有适用项。', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: '领导力', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: '专业技能', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: '沟通', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': { text: '项目管理', source: '0b791fba7318e2' },
    'templates.tpl_growth_areas.options.customer.label': { text: '与客户合作', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: '你喜欢以什么方式接收反馈？', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: '选择所有适用项。', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: '当面', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: '书面', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: '立即', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': { text: '定期一对一面谈', source: '0996caa0dce83e' },
  },
} satisfies SectionLocaleFile;
