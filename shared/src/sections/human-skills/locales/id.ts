import type { SectionLocaleFile } from '../../locale-file';

// human_skills in id: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Keterampilan interpersonal', source: '110b58b71f8792' },
    instructions: {
      text: 'Jawab setiap pertanyaan dengan kata-kata Anda sendiri. Tidak ada satu jawaban yang benar; kami melihat cara Anda berpikir dan berkomunikasi.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Proyek yang Anda pimpin akan terlambat dua minggu karena pemasok gagal mengirim. Tulislah email kepada klien yang menjelaskan keterlambatan itu, dampaknya, dan langkah selanjutnya.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Tim Anda akan beralih dari rapat status mingguan ke laporan mingguan tertulis. Tulislah pesan singkat kepada tim yang mengumumkan perubahan itu, alasannya, dan apa yang Anda butuhkan dari mereka.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Seorang rekan kerja yang tidak terpilih untuk promosi menjadi pendiam dan menarik diri dalam rapat. Apa yang akan Anda katakan atau lakukan, dan mengapa?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Seorang pelanggan lama menelepon dengan marah karena kesalahan penagihan membuatnya ditagih dua kali. Jelaskan bagaimana Anda akan menangani percakapan itu.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Pada minggu pertama Anda di tim baru, Anda melihat dua anggota senior jarang berbicara satu sama lain dan keputusan terus tertunda. Apa yang Anda amati, dan apa yang Anda lakukan?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Anda sedang presentasi di depan pimpinan senior dan melihat mereka memeriksa ponsel serta rapat sudah melewati waktunya. Bagaimana Anda menyesuaikan diri?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Penjualan turun 20% bulan lalu. Seorang manajer mengatakan situs web baru penyebabnya. Bagaimana Anda akan menguji klaim itu sebelum bertindak?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Anda harus memilih antara vendor yang lebih murah dengan ulasan yang beragam dan vendor yang lebih mahal yang dikenal baik oleh tim Anda. Jelaskan bagaimana Anda akan memutuskan dan informasi apa yang Anda butuhkan.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Komunikasi tertulis', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empati', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Kesadaran situasional', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Berpikir kritis', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
