import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in tr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Bizden birkaç soru', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Sizi daha iyi tanımamıza yardımcı olun. İstediğiniz kadar açık yanıt verebilirsiniz.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': { text: 'Bu rolde sizi ne cezbetti?', source: '16634a0eb741f5' },
    'templates.tpl_proud_work.headline': {
      text: 'Gurur duyduğunuz bir işi ve o işteki payınızı anlatın.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': {
      text: 'Hangi çalışma ortamını tercih edersiniz?',
      source: '1d04143043adac',
    },
    'templates.tpl_work_setting.options.office.label': { text: 'Ofiste', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hibrit', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Tamamen uzaktan', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Ne zaman başlayabilirsiniz?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Hemen', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Bir ay içinde', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': { text: 'İki üç ay içinde', source: '1da9eb0b596c8e' },
    'templates.tpl_start_date.options.later.label': { text: 'Daha sonra', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'En çok hangi alanlarda gelişmek istersiniz?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Uygun olanların tümünü seçin.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Liderlik', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Teknik beceriler', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'İletişim', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': { text: 'Proje yönetimi', source: '0b791fba7318e2' },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Müşterilerle çalışma', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Geri bildirimi nasıl almayı tercih edersiniz?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Uygun olanların tümünü seçin.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Yüz yüze', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Yazılı olarak', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Hemen', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Düzenli birebir görüşmelerde',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
