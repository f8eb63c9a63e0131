import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in id: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Menentukan nilai-nilai Anda', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Nilai seberapa penting setiap nilai bagi Anda di tempat kerja, dari "Sama sekali tidak penting" hingga "Paling penting".',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integritas', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Melakukan hal yang benar, bahkan saat tidak ada yang melihat.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Kejujuran', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Menyampaikan kebenaran, termasuk kabar yang tidak menyenangkan.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparansi', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Berbagi informasi dan alasan di balik keputusan secara terbuka.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Akuntabilitas', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Bertanggung jawab atas hasil dan menepati komitmen.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Rasa hormat', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Memperlakukan setiap orang dengan martabat dan penuh pertimbangan.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Kepercayaan', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Saling mengandalkan dan menjadi orang yang dapat diandalkan orang lain.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Kerja tim', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Bersama-sama meraih lebih banyak daripada yang bisa dicapai satu orang sendirian.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Kolaborasi', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Bekerja lintas tim dan berbagi pujian dengan lapang hati.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Fokus pada pelanggan', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Berangkat dari kebutuhan pelanggan dan mengukur keberhasilan dari hasil yang mereka peroleh.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Inovasi', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Mencari cara baru dan lebih baik untuk menciptakan nilai.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreativitas', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Menghadirkan ide orisinal dan solusi yang imajinatif.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Keunggulan', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Menjaga standar kerja yang tinggi dan terus menaikkan standar itu dari waktu ke waktu.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kualitas', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Mengerjakan detail dengan benar agar hasilnya langsung berhasil sejak pertama kali.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Belajar berkelanjutan',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Membangun keterampilan dan pengetahuan, serta belajar dari kesalahan.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Pertumbuhan', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Membantu orang dan bisnis berkembang dalam kemampuan dan jangkauan.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Keberagaman dan inklusi',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Menyambut latar belakang yang berbeda dan memastikan setiap suara didengar.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Keadilan', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Menerapkan standar yang sama untuk semua orang dan memutuskan berdasarkan prestasi.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empati', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Memahami perasaan orang lain dan bertindak dengan peduli.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Kesejahteraan', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Memperhatikan kesehatan, keseimbangan, dan ritme kerja yang berkelanjutan.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Keselamatan', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Melindungi orang dari bahaya, secara fisik maupun psikologis.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Rasa memiliki', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Bertindak seperti pemilik: peduli pada hasil secara keseluruhan, bukan hanya pada satu tugas.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Inisiatif', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Bertindak tanpa menunggu diminta.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Orientasi pada hasil',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Memusatkan upaya pada hasil yang paling penting.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Efisiensi', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Menggunakan waktu, uang, dan tenaga dengan bijak; menghilangkan pemborosan.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Kelincahan', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Beradaptasi dengan cepat saat fakta atau prioritas berubah.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Ketangguhan', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Bangkit dari kemunduran dan terus melangkah.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Keberanian', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Menyuarakan pendapat, mengambil risiko yang terukur, dan menantang kebiasaan yang ada.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Kerendahan hati', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Mengakui apa yang tidak kita ketahui dan menghargai kontribusi orang lain.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Komunikasi terbuka',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Memberi dan menerima masukan yang jujur, secara langsung dan santun.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Keberlanjutan', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Mempertimbangkan dampak jangka panjang bagi manusia, bumi, dan bisnis.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Tanggung jawab sosial',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Berkontribusi positif bagi komunitas tempat kita bekerja.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Keandalan', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Memberikan hasil secara konsisten, sehingga orang lain dapat membuat rencana dengan mengandalkan kita.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Kesederhanaan', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Lebih memilih solusi yang jelas dan sederhana daripada yang rumit.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Otonomi', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Memercayai orang untuk menentukan sendiri cara mereka bekerja.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Pengakuan', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Memperhatikan dan merayakan kerja yang baik dan usaha yang dilakukan.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Semangat', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Membawa energi dan antusiasme pada pekerjaan dan misi.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Loyalitas', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Setia mendukung rekan kerja, pelanggan, dan organisasi dalam jangka panjang.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'Keputusan berbasis data', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Mendasarkan keputusan pada bukti, bukan hanya pada pendapat.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disiplin', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Mengikuti proses yang disepakati serta menepati rencana dan tenggat waktu.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Keceriaan', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Menikmati pekerjaan dan orang-orang yang bekerja bersama kita.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Pelayanan', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Mengutamakan kebutuhan orang lain, baik di dalam maupun di luar organisasi.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Jiwa wirausaha', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Melihat peluang dan memanfaatkannya dengan cerdik.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Mengidentifikasi sifat utama', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Nilai seberapa penting setiap sifat pribadi untuk keberhasilan dalam peran ini.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Ingin tahu', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Suka bertanya dan ingin memahami cara kerja sesuatu.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Dapat diandalkan', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Melakukan apa yang sudah dijanjikan, tepat waktu.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Mudah beradaptasi', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Menyesuaikan diri dengan tenang terhadap perubahan dan situasi baru.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Teliti', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Memperhatikan kesalahan kecil dan memeriksa pekerjaan dengan cermat.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktif', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Mengantisipasi masalah dan bertindak sebelum diminta.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Kolaboratif', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Bekerja sama dengan baik dan berbagi informasi dengan terbuka.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatik', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Memahami perasaan dan sudut pandang orang lain.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Tangguh', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Bangkit dari kemunduran dan tetap stabil di bawah tekanan.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analitis', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Menguraikan masalah dan bernalar berdasarkan bukti.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Kreatif', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Menghasilkan ide orisinal dan pendekatan baru.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Terorganisasi', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Merencanakan ke depan serta menjaga pekerjaan dan informasi tetap teratur.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': {
      text: 'Termotivasi sendiri',
      source: '1d2ebd8e67457d',
    },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Terus bekerja tanpa perlu diarahkan terus-menerus.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Jujur', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Mengatakan yang sebenarnya dan mengakui kesalahan.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Sopan', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Memperlakukan rekan kerja dengan santun, termasuk saat berbeda pendapat.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Komunikator yang jelas',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Menjelaskan gagasan dengan jelas, baik secara lisan maupun tulisan.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Pendengar yang baik', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Mendengarkan sepenuhnya sebelum menanggapi.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Tegas dalam memutuskan', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Mengambil keputusan tepat waktu dengan informasi yang tersedia.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Sabar', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Tetap tenang menghadapi kemajuan yang lambat dan orang yang membutuhkan lebih banyak waktu.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Rendah hati', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Berbagi pujian dan terbuka terhadap kemungkinan dirinya keliru.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Percaya diri', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Bertindak dengan yakin dan menyampaikan pandangan dengan jelas.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Gigih', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Terus mengerjakan masalah sulit sampai terselesaikan.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Berpikiran terbuka', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Mempertimbangkan ide baru dan pandangan yang berbeda dari pandangannya sendiri.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Tenang di bawah tekanan',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Berpikir jernih saat tenggat waktu ketat atau ada yang tidak beres.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Bertanggung jawab', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Bertanggung jawab atas hasil, baik maupun buruk.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positif', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Menjaga sikap yang membangun dan menyemangati tim.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'Memimpin dengan teladan',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Membimbing orang lain melalui perilaku dan standarnya sendiri.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Banyak akal', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Menemukan cara untuk menyelesaikan pekerjaan dengan sarana terbatas.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Berorientasi pelanggan',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Mempertimbangkan pengalaman pelanggan dalam keputusan sehari-hari.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': {
      text: 'Bersemangat belajar',
      source: '033bbe45ada9ca',
    },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Mencari masukan dan cepat menguasai keterampilan baru.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etis', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Menimbang apa yang benar, bukan hanya apa yang diperbolehkan.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Mandiri', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Bekerja secara efektif dengan sedikit pengawasan.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energik', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Membawa dorongan dan kecepatan dalam bekerja.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
