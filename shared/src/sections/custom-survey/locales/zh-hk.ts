import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in zh-hk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: '我們想問你幾個問題', source: '087dc5e7b52a7e' },
    defaultDescription: { text: '幫助我們更了解你。你可按自己意願坦誠作答。', source: '14022f54900ccc' },
    'templates.tpl_motivation.headline': { text: '這個職位有甚麼吸引你？', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: '描述一項你引以為傲的工作，以及你在其中擔當的角色。',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: '你較喜歡哪種工作模式？', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: '在辦公室', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: '混合模式', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: '完全遙距', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: '你最快何時可以上班？', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: '即時', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: '一個月內', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: '兩至三個月後', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: '更遲', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': { text: '你最希望在哪些範疇發展？', source: '1ea10b80759c8f' },
    'templates.tpl_growth_areas.description': { text: '可選擇所有適用項目。', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: '領導才能', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: '技術能力', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: '溝通', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': { text: '項目管理', source: '0b791fba7318e2' },
    'templates.tpl_growth_areas.options.customer.label': { text: '與客戶合作', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': { text: '你喜歡以甚麼方式收到意見回饋？', source: '1386ffb99e44b1' },
    'templates.tpl_feedback_style.description': { text: '可選擇所有適用項目。', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: '面對面', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: '書面', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: '即時', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': { text: '定期一對一面談', source: '0996caa0dce83e' },
  },
} satisfies SectionLocaleFile;
