import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in tr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kabul edilebilir davranışlar', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Her durum için, tarif ettiğiniz iş yerinde buna nasıl yaklaşılacağını seçin.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Kabul edilebilir', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Hoş karşılanmaz', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Açıkça caydırılır', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Kınanır', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Sıfır tolerans', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Bir çalışan düzenli olarak 15 dakika geç geliyor ama aradaki süreyi telafi etmek için daha geç çıkıyor.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Biri kalem ve defter gibi ofis malzemelerini kişisel kullanım için eve götürüyor.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Bir ekip üyesi, yaklaşan bir yeniden yapılanmanın ayrıntılarını duyurulmadan önce bir iş arkadaşıyla paylaşıyor.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Bir çalışan, sözleşme görüşmeleri sırasında bir tedarikçiden pahalı bir hediye kabul ediyor.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Bir yönetici, bir toplantıda bir ekip üyesinin işini tüm ekibin önünde eleştiriyor.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Biri bir toplantıda bir iş arkadaşının fikrini, nereden geldiğini belirtmeden sunuyor.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Bir çalışan mesai saatlerinde günde yaklaşık bir saatini kişisel sosyal medyada geçiriyor.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Bir ekip üyesi, puantaj formundaki saatleri en yakın yarım güne yuvarlıyor.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Bir çalışan, bir iş arkadaşının aksanı hakkında bazı kişilerin rahatsız edici bulduğu şakalar yapıyor.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Biri sıkışık bir teslim tarihine yetişmek için zorunlu bir güvenlik veya kalite kontrolünü atlıyor.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Bir çalışan, müşteri bilgilerini bir iş arkadaşına göndermek için kişisel bir mesajlaşma uygulaması kullanıyor.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Bir ekip üyesi akşamları kimseye söylemeden başka bir şirket için ücretli bir yan proje üzerinde çalışıyor.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Biri yöneticisinden diğer ekiplere açıkça şikâyet ediyor.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Bir çalışan, mesai sonrasında veya hafta sonunda gönderilen iş mesajlarına yanıt vermiyor.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Bir yönetici, açık bir pozisyona rekabete dayalı bir süreç olmadan yakın bir arkadaşını işe alıyor.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
