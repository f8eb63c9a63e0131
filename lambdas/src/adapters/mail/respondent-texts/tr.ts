import type { RespondentMailTexts } from './types';

/** Turkish (tr): a respondent's e-mails. Translated, not validated. */
const tr: RespondentMailTexts = {
  state: 'translated',
  invitation: {
    subject: 'Bir değerlendirmeye davet edildiniz',
    reminderSubject: 'Hatırlatma: değerlendirmeniz sizi bekliyor',
    onBehalf: '{company} adına {product} aracılığıyla gönderilmiştir.',
    greeting: 'Merhaba {name},',
    body: '{company} sizi “{form}” değerlendirmesini tamamlamaya davet ediyor.',
    reminderBody:
      '{company} sizi “{form}” değerlendirmesini tamamlamaya davet etmişti; bunu hatırlatmak isteriz. Şimdiye kadarki yanıtlarınız kaydedildi; bağlantı sizi kaldığınız yere geri götürür.',
    timing:
      'Değerlendirme süreli {sections} bölümden oluşur ve yaklaşık {minutes} dakika sürer. Bölümler arasında ara verip aynı bağlantıyla geri dönebilirsiniz.',
    timingOne: 'Değerlendirme, yaklaşık {minutes} dakikalık tek bir süreli bölümden oluşur.',
    action: 'Değerlendirmeye başla',
    resumeAction: 'Değerlendirmeye devam et',
    footer:
      'Bu bağlantı size özeldir: lütfen başkasına iletmeyin. Bu e-postayı beklemiyorsanız dikkate almayabilirsiniz.',
    deadline: 'Lütfen {time} tarihine kadar tamamlayın. Bu tarihten sonra bağlantı kapanır.',
    stopReminders: 'Bu değerlendirme için başka hatırlatma gönderilmesin',
  },
  resume: {
    subject: 'Kişisel değerlendirme bağlantınız',
    intro: '{form} için zaten kaydınız var. Kişisel bağlantınızla kaldığınız yerden devam edin:',
    action: 'Değerlendirmeye devam et',
    ignore: 'Kaydı siz yapmadıysanız bu e-postayı dikkate almayabilirsiniz; bu bağlantıyı başka kimse almadı.',
  },
  results: {
    subject: 'Değerlendirme sonuçlarınız',
    greeting: 'Merhaba {name},',
    body: '“{form}” değerlendirmesini tamamladığınız için teşekkür ederiz. {company} sonuçlarınızı sizinle paylaşıyor: bölüm bazında puanlarınız ve saklayabileceğiniz bir PDF.',
    action: 'Sonuçlarınızı görün',
    footer: 'Bu bağlantı size özeldir. Sonuçlar bir görüşmeye destek olur; tek başına karar vermez.',
  },
  dataLink: 'Verileriniz: verdiğiniz bilgilerin bir kopyasını alın veya silin',
};

export default tr;
