import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in tr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kültür profili', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Her konu için, her ifadenin kurumu ne kadar iyi tanımladığına göre 100 puanı dört ifade arasında dağıtın. En uygun ifadeye en çok puanı verin.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Bugün nasıl', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Nasıl olmasını istiyoruz', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'İş birliği', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'İnsan odaklı ve sıkı bağlarla bağlı. Başarı bağlılık, gelişim ve takım çalışmasından gelir.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Yaratma', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Yaratıcı ve hızlı hareket eden. Başarı yeni fikirlerden, deneylerden ve ilk olmaktan gelir.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Rekabet', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Sonuç odaklı ve hırslı. Başarı hedeflere ulaşmaktan ve pazarda kazanmaktan gelir.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontrol', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Yapılandırılmış ve güvenilir. Başarı net süreçlerden, verimlilikten ve tutarlılıktan gelir.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Stratejik öncelikler', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Kurum gelecek için çabasını nereye yoğunlaştırıyor?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'İnsanlara yatırım: becerileri geliştirmek, güveni yüksek tutmak ve herkesin kendini ekibin bir parçası gibi hissetmesini sağlamak.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Bir sonraki fırsatı bulmak: yeni ürün ve hizmetler, yeni pazarlar ve deneylerden hızlı dersler.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Rakipleri geride bırakmak: pazar payını büyütmek, anlaşmaları kazanmak ve ölçülebilir hedefleri aşmak.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Sorunsuz işleyiş: öngörülebilir maliyetler, tutarlı teslimat ve az sürpriz.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Bizi bir arada tutan', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': { text: 'İnsanları kuruma bağlı tutan nedir?', source: '01d9739c3f3f59' },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Birbirine sadakat ve ortak bir aidiyet duygusu.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Herkesten önce yeni bir şey inşa etmenin heyecanı.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Kazanma ve sonuç üretme yönünde ortak bir istek.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Net kurallar, üzerinde anlaşılmış prosedürler ve güvenilir rutinler.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Gündelik karakter', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Burada her gün çalışmak nasıl bir his?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Yakın ve destekleyici: insanlar açıkça paylaşır ve birbirini kollar.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Canlı ve deneysel: insanlar bir şeyler dener, risk alır ve yanlış başlangıçları kabul eder.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Yoğun ve performans odaklı: insanlar başardıklarıyla değerlendirilir.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Düzenli ve iyi tanımlanmış: iş belirlenmiş süreçlere göre yürür ve beklentiler açıktır.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'İnsanların yönetimi', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Kurum çalışanlarını nasıl yönetiyor ve onlara nasıl davranıyor?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Onları sürece katarak: kararlar konuşulur ve birlikte alınır.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Onlara inisiyatif alma ve fikirlerini sahiplenme özgürlüğü vererek.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Zorlayıcı hedefler koyarak ve bu hedeflere ulaşanları ödüllendirerek.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'İstikrarlı roller, adil kurallar ve tutarlı muamele sunarak.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Başarının ölçülmesi', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Kurum neyi başarı olarak görüyor?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Gelişen, birlikte iyi çalışan ve kurumda kalan bağlı insanlar.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Yeni ve sektörün önünde olan ürün ya da hizmetler sunmak.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Pazara liderlik etmek, rakiplerden çok satmak ve geliri büyütmek.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Düşük maliyetle ve az hatayla, güvenilir ve zamanında teslimat.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Liderlik tarzı', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Kurumun liderleri genel olarak nasıldır?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'İnsanların gelişmesine yardım eden koçlar ve mentorlar.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Cesur fikirleri ve hesaplı riskleri teşvik eden vizyonerler.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Hedeflere ve kazanmaya odaklanan, tempolu başarı odaklı kişiler.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'İşlerin sorunsuz yürümesini sağlayan organizatörler ve koordinatörler.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
