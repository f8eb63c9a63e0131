import type { RespondentMailTexts } from './types';

/** Indonesian (id): a respondent's e-mails. Translated, not validated. */
const id: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Anda diundang untuk mengikuti penilaian',
    reminderSubject: 'Pengingat: penilaian Anda sedang menunggu',
    onBehalf: 'Dikirim atas nama {company} melalui {product}.',
    greeting: 'Halo {name},',
    body: '{company} mengundang Anda untuk mengikuti penilaian “{form}”.',
    reminderBody:
      'Sekadar mengingatkan, {company} telah mengundang Anda untuk mengikuti penilaian “{form}”. Jawaban Anda sejauh ini sudah tersimpan; tautan ini membawa Anda kembali ke bagian terakhir yang Anda kerjakan.',
    timing:
      'Penilaian ini terdiri atas {sections} bagian berbatas waktu dan memakan waktu sekitar {minutes} menit. Anda dapat berhenti sejenak di antara bagian dan kembali dengan tautan yang sama.',
    timingOne: 'Penilaian ini terdiri atas satu bagian berbatas waktu selama sekitar {minutes} menit.',
    action: 'Mulai penilaian',
    resumeAction: 'Lanjutkan penilaian',
    footer:
      'Tautan ini khusus untuk Anda: mohon jangan diteruskan. Jika Anda tidak menunggu email ini, Anda dapat mengabaikannya.',
    deadline: 'Harap selesaikan sebelum {time}. Setelah itu, tautan akan ditutup.',
    stopReminders: 'Jangan kirim pengingat lagi untuk penilaian ini',
  },
  resume: {
    subject: 'Tautan penilaian pribadi Anda',
    intro:
      'Anda sudah terdaftar untuk {form}. Lanjutkan dari bagian terakhir yang Anda kerjakan dengan tautan pribadi Anda:',
    action: 'Lanjutkan penilaian',
    ignore:
      'Jika Anda tidak mendaftar, Anda dapat mengabaikan email ini; tidak ada orang lain yang menerima tautan ini.',
  },
  results: {
    subject: 'Hasil penilaian Anda',
    greeting: 'Halo {name},',
    body: 'Terima kasih telah mengikuti “{form}”. {company} membagikan hasil Anda kepada Anda: skor Anda per bagian, dan PDF yang dapat Anda simpan.',
    action: 'Lihat hasil Anda',
    footer:
      'Tautan ini khusus untuk Anda. Hasil ini menjadi bahan percakapan; hasil tidak memutuskan dengan sendirinya.',
  },
  dataLink: 'Data Anda: dapatkan salinan dari apa yang Anda berikan, atau hapus data tersebut',
};

export default id;
