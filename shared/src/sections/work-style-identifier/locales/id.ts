import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in id: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Pengenal gaya kerja', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Untuk setiap situasi, pilih respons yang paling mendekati apa yang akan Anda lakukan secara alami. Tidak ada jawaban yang benar atau salah.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Orang', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'Berfokus pada hubungan, komunikasi, dan tim.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Proses', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Berfokus pada struktur, perencanaan, dan cara pekerjaan diselesaikan.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produk', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Berfokus pada hasil, kualitasnya, dan nilainya bagi pengguna.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Anda bergabung dengan proyek baru yang sudah berjalan. Apa yang Anda lakukan pertama kali?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Menemui anggota tim satu per satu untuk mengetahui cara kerja mereka.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Membaca rencana, jadwal, dan cara keputusan diambil.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Mencoba versi terbaru dari apa yang sedang dibangun.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': {
      text: 'Sebuah tenggat waktu terancam. Bagaimana Anda menanggapinya?',
      source: '1f98c8bcca4a8b',
    },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Memangkas cakupan menjadi fitur yang paling penting bagi pengguna.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Memeriksa keadaan tim dan menyeimbangkan ulang beban kerja.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Merencanakan ulang tugas yang tersisa dan menghilangkan hambatannya.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Dua rekan kerja berbeda pendapat tentang cara mengerjakan suatu tugas. Apa yang Anda lakukan?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Menyarankan untuk menyepakati kriteria dan cara memutuskan.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Menanyakan pendekatan mana yang memberi hasil lebih baik lalu mengujinya.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Berbicara dengan masing-masing untuk memahami kekhawatiran mereka.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Apa yang paling memberi Anda kepuasan di akhir pekan kerja?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Telah membantu rekan kerja meraih keberhasilan.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Melihat sesuatu yang saya buat digunakan.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Telah membuat tugas rutin berjalan lebih lancar.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Anda menerima permintaan yang kurang jelas dari manajer. Apa langkah pertama Anda?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Menuliskan langkah, penanggung jawab, dan tenggat waktu, lalu mengonfirmasikannya.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Menanyakan untuk siapa permintaan itu dan apa yang mereka harapkan.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Membuat versi awal secara cepat untuk ditanggapi.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Alat baru diperkenalkan di tim Anda. Apa yang paling penting bagi Anda?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Alat itu membantu kami menghasilkan pekerjaan yang lebih baik.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Alat itu cocok dengan cara kerja kami dan diterapkan secara bertahap.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Semua orang merasa nyaman dan sudah dilatih untuk menggunakannya.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Seorang pelanggan mengeluhkan sesuatu yang diserahkan tim Anda. Apa yang Anda lakukan pertama kali?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Menelepon pelanggan untuk mendengarkan dan menenangkannya.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Mencari di bagian mana dari proses kami masalah itu lolos.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Mereproduksi masalahnya dan memperbaikinya.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Dalam rapat perencanaan, pertanyaan apa yang biasanya Anda ajukan?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Apa yang akan didapat pengguna yang belum mereka miliki hari ini?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Siapa yang perlu dilibatkan, dan apakah mereka punya waktu?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Apa saja tonggak pencapaiannya dan bagaimana kita akan memantaunya?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Anda punya satu sore kosong untuk memperbaiki sesuatu di tempat kerja. Apa yang Anda pilih?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Mendokumentasikan proses yang hanya ada di kepala seseorang.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Menyempurnakan fitur yang dianggap pengguna merepotkan.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Meluangkan waktu untuk membantu rekan kerja baru cepat menyesuaikan diri.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
