import type { SectionLocaleFile } from '../../locale-file';

// human_skills in tr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'İnsan becerileri', source: '110b58b71f8792' },
    instructions: {
      text: 'Her soruyu kendi sözlerinizle yanıtlayın. Tek bir doğru cevap yoktur; nasıl düşündüğünüze ve nasıl iletişim kurduğunuza bakıyoruz.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Yönettiğiniz bir proje, bir tedarikçi teslimatı yapmadığı için iki hafta gecikecek. Müşteriye gecikmeyi, etkisini ve bundan sonra ne olacağını açıklayan e-postayı yazın.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Ekibiniz haftalık durum toplantılarından yazılı haftalık güncellemeye geçecek. Ekibe bu değişikliği, nedenini ve onlardan neye ihtiyacınız olduğunu duyuran kısa bir mesaj yazın.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Terfide atlanan bir iş arkadaşınız toplantılarda sessiz ve içine kapanık hale geldi. Ne söylerdiniz ya da ne yapardınız, neden?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Uzun süredir çalıştığınız bir müşteri, bir faturalama hatası yüzünden kendisinden iki kez ücret alındığı için öfkeyle arıyor. Bu konuşmayı nasıl yöneteceğinizi anlatın.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Yeni bir ekipteki ilk haftanızda, iki kıdemli üyenin birbiriyle nadiren konuştuğunu ve kararların sürekli takıldığını fark ediyorsunuz. Neyi gözlemliyorsunuz ve ne yapıyorsunuz?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Üst yöneticilere sunum yapıyorsunuz ve telefonlarına baktıklarını, toplantının da süresini aştığını fark ediyorsunuz. Nasıl uyum sağlarsınız?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Satışlar geçen ay %20 düştü. Bir yönetici bunun sebebinin yeni web sitesi olduğunu söylüyor. Harekete geçmeden önce bu iddiayı nasıl sınardınız?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Karışık yorumları olan daha ucuz bir tedarikçi ile ekibinizin iyi tanıdığı daha pahalı bir tedarikçi arasında seçim yapmalısınız. Nasıl karar vereceğinizi ve hangi bilgilere ihtiyaç duyacağınızı açıklayın.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Yazılı iletişim', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empati', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Durumsal farkındalık', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Eleştirel düşünme', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
