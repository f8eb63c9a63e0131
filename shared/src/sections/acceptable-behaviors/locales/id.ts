import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in id: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Perilaku yang dapat diterima', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Untuk setiap situasi, pilih bagaimana situasi itu akan ditangani di tempat kerja yang Anda gambarkan.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Dapat diterima', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Tidak disukai', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Sangat tidak dianjurkan', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Ditegur', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Tanpa toleransi', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Seorang karyawan rutin datang terlambat 15 menit, tetapi pulang lebih lambat untuk menggantinya.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Seseorang membawa pulang alat tulis kantor seperti pulpen dan buku catatan untuk keperluan pribadi.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Seorang anggota tim membagikan detail reorganisasi yang akan datang kepada rekan kerja sebelum diumumkan.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Seorang karyawan menerima hadiah mahal dari pemasok selama negosiasi kontrak.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Seorang manajer mengkritik pekerjaan anggota tim di depan seluruh tim dalam rapat.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Seseorang mempresentasikan ide rekan kerja dalam rapat tanpa menyebutkan asalnya.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Seorang karyawan menghabiskan sekitar satu jam sehari di media sosial pribadi selama jam kerja.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Seorang anggota tim membulatkan jam kerja di lembar absen ke atas hingga setengah hari terdekat.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Seorang karyawan membuat lelucon tentang aksen rekan kerja yang dianggap menyinggung oleh sebagian orang.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Seseorang melewatkan pemeriksaan keselamatan atau kualitas yang wajib demi mengejar tenggat yang ketat.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Seorang karyawan memakai aplikasi pesan pribadi untuk mengirim informasi pelanggan kepada rekan kerja.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Seorang anggota tim mengerjakan proyek sampingan berbayar untuk perusahaan lain pada malam hari tanpa memberi tahu siapa pun.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Seseorang secara terbuka mengeluhkan manajernya kepada tim lain.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Seorang karyawan tidak membalas pesan pekerjaan yang dikirim di luar jam kerja atau pada akhir pekan.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Seorang manajer merekrut teman dekatnya untuk posisi yang kosong tanpa proses seleksi terbuka.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
