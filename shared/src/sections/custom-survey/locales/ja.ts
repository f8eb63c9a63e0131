import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in ja: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: '私たちからのいくつかの質問', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'あなたのことをもっとよく知るために、ご協力ください。答えられる範囲で自由にお答えください。',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'この職務のどこに魅力を感じましたか?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'あなたが誇りに思っている仕事と、その中でのあなたの役割を説明してください。',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'どの勤務形態を希望しますか?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'オフィス勤務', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'ハイブリッド', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'フルリモート', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'いつから勤務を開始できますか?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'すぐに', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: '1か月以内', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: '2〜3か月後', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: 'それ以降', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': { text: 'どの分野で最も成長したいですか?', source: '1ea10b80759c8f' },
    'templates.tpl_growth_areas.description': {
      text: '当てはまるものをすべて選んでください。',
      source: '1778d931f3decf',
    },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'リーダーシップ', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: '専門スキル', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'コミュニケーション', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'プロジェクトマネジメント',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: '顧客対応', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'フィードバックはどのように受け取りたいですか?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': {
      text: '当てはまるものをすべて選んでください。',
      source: '1778d931f3decf',
    },
    'templates.tpl_feedback_style.options.in_person.label': { text: '対面で', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: '書面で', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'その場ですぐに', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': { text: '定期的な1on1で', source: '0996caa0dce83e' },
  },
} satisfies SectionLocaleFile;
