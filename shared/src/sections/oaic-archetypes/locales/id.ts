import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in id: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Profil budaya', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Untuk setiap topik, bagikan 100 poin di antara keempat pernyataan sesuai seberapa baik setiap pernyataan menggambarkan organisasi. Berikan poin terbanyak pada pernyataan yang paling sesuai.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Kondisi saat ini', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Kondisi yang kami inginkan', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Kolaborasi', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Berpusat pada manusia dan erat. Keberhasilan datang dari komitmen, pengembangan, dan kerja tim.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Kreasi', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Inventif dan bergerak cepat. Keberhasilan datang dari ide baru, eksperimen, dan menjadi yang pertama.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Kompetisi', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Berorientasi hasil dan ambisius. Keberhasilan datang dari mencapai target dan menang di pasar.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontrol', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Terstruktur dan dapat diandalkan. Keberhasilan datang dari proses yang jelas, efisiensi, dan konsistensi.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Prioritas strategis', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Ke mana organisasi mengarahkan upayanya untuk masa depan?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Berinvestasi pada manusia: membangun keterampilan, menjaga kepercayaan tetap tinggi, dan membuat semua orang merasa menjadi bagian dari tim.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Menemukan peluang berikutnya: penawaran baru, pasar baru, dan pelajaran cepat dari eksperimen.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Mengungguli pesaing: memperbesar pangsa pasar, memenangkan kesepakatan, dan melampaui target yang terukur.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Berjalan lancar: biaya yang dapat diprediksi, pengiriman yang konsisten, dan sedikit kejutan.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Yang menyatukan kita', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Apa yang membuat orang tetap berkomitmen pada organisasi?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Kesetiaan satu sama lain dan rasa memiliki bersama.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Semangat membangun sesuatu yang baru sebelum orang lain.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Dorongan bersama untuk menang dan memberikan hasil.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Aturan yang jelas, prosedur yang disepakati, dan rutinitas yang dapat diandalkan.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Karakter sehari-hari', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Seperti apa rasanya bekerja di sini dari hari ke hari?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Dekat dan saling mendukung: orang berbagi secara terbuka dan saling menjaga.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Hidup dan eksperimental: orang mencoba hal baru, mengambil risiko, dan menerima awal yang gagal.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intens dan berfokus pada kinerja: orang dinilai dari apa yang mereka capai.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Tertib dan terdefinisi dengan baik: pekerjaan mengikuti proses yang ditetapkan dan harapannya jelas.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Cara orang dikelola', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Bagaimana organisasi mengelola dan memperlakukan karyawannya?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Dengan melibatkan mereka: keputusan dibahas dan diambil bersama.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Dengan memberi mereka kebebasan untuk berinisiatif dan memiliki ide mereka sendiri.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Dengan menetapkan target yang menantang dan memberi penghargaan kepada yang mencapainya.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Dengan menawarkan peran yang stabil, aturan yang adil, dan perlakuan yang konsisten.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Cara keberhasilan diukur', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Apa yang dianggap organisasi sebagai keberhasilan?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Orang-orang yang terlibat, berkembang, bekerja sama dengan baik, dan bertahan.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Meluncurkan produk atau layanan yang baru dan lebih maju daripada yang lain di bidangnya.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Memimpin pasar, menjual lebih banyak daripada pesaing, dan meningkatkan pendapatan.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Pengiriman yang andal dan tepat waktu dengan biaya rendah dan sedikit kesalahan.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Gaya kepemimpinan', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Seperti apa umumnya para pemimpin organisasi?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Pelatih dan mentor yang membantu orang berkembang.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visioner yang mendorong ide berani dan risiko yang diperhitungkan.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Pekerja keras yang berfokus pada target dan kemenangan.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Pengatur dan koordinator yang menjaga semuanya berjalan lancar.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
