import type { SectionLocaleFile } from '../../locale-file';

// custom_survey in id: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    defaultTitle: { text: 'Beberapa pertanyaan dari kami', source: '087dc5e7b52a7e' },
    defaultDescription: {
      text: 'Bantu kami mengenal Anda lebih baik. Jawablah seterbuka yang Anda inginkan.',
      source: '14022f54900ccc',
    },
    'templates.tpl_motivation.headline': {
      text: 'Apa yang membuat Anda tertarik pada peran ini?',
      source: '16634a0eb741f5',
    },
    'templates.tpl_proud_work.headline': {
      text: 'Ceritakan sebuah hasil kerja yang Anda banggakan dan peran Anda di dalamnya.',
      source: '05723b9026e6b8',
    },
    'templates.tpl_work_setting.headline': { text: 'Lingkungan kerja mana yang Anda sukai?', source: '1d04143043adac' },
    'templates.tpl_work_setting.options.office.label': { text: 'Di kantor', source: '1f37d2102c6851' },
    'templates.tpl_work_setting.options.hybrid.label': { text: 'Hibrida', source: '116bba6eb0f46d' },
    'templates.tpl_work_setting.options.remote.label': { text: 'Sepenuhnya jarak jauh', source: '02f8063447a0bf' },
    'templates.tpl_start_date.headline': { text: 'Kapan Anda bisa mulai bekerja?', source: '186959efddd1b1' },
    'templates.tpl_start_date.options.now.label': { text: 'Segera', source: '00e112b7aa9548' },
    'templates.tpl_start_date.options.one_month.label': { text: 'Dalam satu bulan', source: '1c272cc2c8db50' },
    'templates.tpl_start_date.options.two_three_months.label': {
      text: 'Dalam dua sampai tiga bulan',
      source: '1da9eb0b596c8e',
    },
    'templates.tpl_start_date.options.later.label': { text: 'Lebih dari itu', source: '1c6106adb04442' },
    'templates.tpl_growth_areas.headline': {
      text: 'Di bidang apa Anda paling ingin berkembang?',
      source: '1ea10b80759c8f',
    },
    'templates.tpl_growth_areas.description': { text: 'Pilih semua yang sesuai.', source: '1778d931f3decf' },
    'templates.tpl_growth_areas.options.leadership.label': { text: 'Kepemimpinan', source: '02024f296fea85' },
    'templates.tpl_growth_areas.options.technical.label': { text: 'Keterampilan teknis', source: '0e2cedbb560c18' },
    'templates.tpl_growth_areas.options.communication.label': { text: 'Komunikasi', source: '1a6287c344c3c6' },
    'templates.tpl_growth_areas.options.project_management.label': {
      text: 'Manajemen proyek',
      source: '0b791fba7318e2',
    },
    'templates.tpl_growth_areas.options.customer.label': { text: 'Bekerja dengan pelanggan', source: '0450f778679412' },
    'templates.tpl_feedback_style.headline': {
      text: 'Bagaimana Anda suka menerima masukan?',
      source: '1386ffb99e44b1',
    },
    'templates.tpl_feedback_style.description': { text: 'Pilih semua yang sesuai.', source: '1778d931f3decf' },
    'templates.tpl_feedback_style.options.in_person.label': { text: 'Tatap muka', source: '059d690971a6a2' },
    'templates.tpl_feedback_style.options.written.label': { text: 'Secara tertulis', source: '02c24e64bee7f6' },
    'templates.tpl_feedback_style.options.immediate.label': { text: 'Saat itu juga', source: '1d5acdb176db34' },
    'templates.tpl_feedback_style.options.scheduled.label': {
      text: 'Dalam pertemuan empat mata yang rutin',
      source: '0996caa0dce83e',
    },
  },
} satisfies SectionLocaleFile;
