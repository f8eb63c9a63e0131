import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in tr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Değerlerinizi belirleme', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Her bir değerin iş hayatında sizin için ne kadar önemli olduğunu "Hiç önemli değil"den "En önemli"ye kadar derecelendirin.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Ahlaki bütünlük', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Kimse bakmıyorken bile doğru olanı yapmak.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Doğruluk', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Hoş karşılanmayacak haberler dahil, doğruyu söylemek.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Şeffaflık', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Bilgileri ve kararların gerekçelerini açıkça paylaşmak.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Hesap verebilirlik', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Sonuçların sorumluluğunu almak ve verilen sözleri yerine getirmek.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Saygı', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Herkese onurlu ve düşünceli davranmak.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Güven', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Birbirine güvenmek ve başkalarının güvenebileceği biri olmak.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Takım çalışması', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Birlikte, tek bir kişinin yalnız başına başarabileceğinden fazlasını başarmak.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'İş birliği', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Ekipler arasında çalışmak ve başarıyı cömertçe paylaşmak.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Müşteri odaklılık', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Müşterilerin ihtiyaçlarından yola çıkmak ve başarıyı onların sonuçlarıyla ölçmek.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Yenilikçilik', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Değer yaratmanın yeni ve daha iyi yollarını aramak.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Yaratıcılık', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Özgün fikirler ve yaratıcı çözümler getirmek.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Mükemmellik', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'İşte yüksek standartları korumak ve çıtayı zamanla yükseltmek.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kalite', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Ayrıntıları doğru yapmak ki sonuç ilk seferde işe yarasın.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'Sürekli öğrenme', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Beceri ve bilgi geliştirmek, hatalardan ders çıkarmak.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Büyüme', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'İnsanların ve işin yetkinlik ve erişim açısından büyümesine yardım etmek.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Çeşitlilik ve kapsayıcılık',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Farklı geçmişleri kucaklamak ve her sesin duyulmasını sağlamak.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Adalet', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Herkese aynı ölçütleri uygulamak ve liyakate göre karar vermek.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empati', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Başkalarının ne hissettiğini anlamak ve özenle davranmak.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'İyi oluş', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Sağlığa, dengeye ve sürdürülebilir bir çalışma temposuna önem vermek.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Güvenlik', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'İnsanları fiziksel ve psikolojik zarardan korumak.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Sahiplenme', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Bir işin sahibi gibi davranmak: yalnızca tek bir görevi değil, sonucun bütününü önemsemek.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'İnisiyatif', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Söylenmesini beklemeden harekete geçmek.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: 'Sonuç odaklılık', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Çabayı en önemli sonuçlara yoğunlaştırmak.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Verimlilik', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Zamanı, parayı ve emeği akıllıca kullanmak; israfı ortadan kaldırmak.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Çeviklik', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Olgular veya öncelikler değiştiğinde hızla uyum sağlamak.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Dayanıklılık', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Aksiliklerden sonra toparlanmak ve yola devam etmek.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Cesaret', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Sesini yükseltmek, hesaplı riskler almak ve mevcut durumu sorgulamak.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Alçakgönüllülük', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Bilmediklerimizi kabul etmek ve başkalarının katkılarına değer vermek.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: 'Açık iletişim', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Samimi geri bildirimi doğrudan ve nazikçe vermek ve almak.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Sürdürülebilirlik', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'İnsanlar, gezegen ve iş üzerindeki uzun vadeli etkiyi göz önünde bulundurmak.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Sosyal sorumluluk',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Çalıştığımız topluluklara olumlu katkı sağlamak.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Güvenilirlik', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Tutarlı biçimde teslim etmek ki başkaları bize göre plan yapabilsin.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Sadelik', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Karmaşık çözümler yerine açık ve basit çözümleri tercih etmek.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Özerklik', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'İşlerini nasıl yapacaklarına insanların kendilerinin karar vermesine güvenmek.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Takdir', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'İyi işi ve emeği fark etmek ve kutlamak.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Tutku', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'İşe ve misyona enerji ve heves katmak.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Sadakat', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Zaman içinde iş arkadaşlarının, müşterilerin ve kurumun yanında durmak.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'Veriye dayalı kararlar', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Kararları yalnızca görüşlere değil, kanıtlara dayandırmak.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disiplin', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Üzerinde anlaşılan süreçlere uymak, planlara ve teslim tarihlerine sadık kalmak.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Keyif', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'İşten ve birlikte çalıştığımız insanlardan keyif almak.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Hizmet', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'İçeride ve dışarıda başkalarının ihtiyaçlarını ön planda tutmak.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Girişimcilik ruhu', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Fırsatları fark etmek ve onları becerikli bir şekilde değerlendirmek.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Temel özellikleri belirleme', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Her bir kişisel özelliğin bu roldeki başarı için ne kadar önemli olduğunu derecelendirin.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Meraklı', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Soru sorar ve işlerin nasıl yürüdüğünü anlamak ister.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Güvenilir', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Söylediğini zamanında yapar.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Uyumlu', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Değişime ve yeni durumlara sakin bir şekilde uyum sağlar.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': {
      text: 'Ayrıntılara dikkat eden',
      source: '1e31e9158146e6',
    },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Küçük hataları fark eder ve işini dikkatle kontrol eder.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktif', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Sorunları önceden görür ve istenmeden harekete geçer.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'İş birliğine yatkın', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Başkalarıyla iyi çalışır ve bilgiyi seve seve paylaşır.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatik', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Başkalarının duygularını ve bakış açılarını anlar.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Dayanıklı', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Aksiliklerden sonra toparlanır ve baskı altında dengesini korur.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analitik', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Sorunları parçalara ayırır ve kanıtlardan yola çıkarak akıl yürütür.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Yaratıcı', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Özgün fikirler ve yeni yaklaşımlar üretir.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Düzenli', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Önceden plan yapar, işini ve bilgilerini düzenli tutar.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Öz motivasyonlu', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Sürekli yönlendirmeye ihtiyaç duymadan çalışmaya devam eder.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Dürüst', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Doğruyu söyler ve hatalarını kabul eder.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Saygılı', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Anlaşmazlık anında bile iş arkadaşlarına nezaketle davranır.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Açık iletişim kuran',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Fikirlerini sözlü ve yazılı olarak net bir şekilde anlatır.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'İyi dinleyici', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Yanıt vermeden önce sonuna kadar dinler.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Kararlı', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Eldeki bilgilerle zamanında karar verir.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Sabırlı', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Yavaş ilerlemede ve daha fazla zamana ihtiyaç duyan insanlarla sakin kalır.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Alçakgönüllü', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Başarıyı paylaşır ve yanılıyor olabileceğini kabul eder.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Özgüvenli', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Kendinden emin davranır ve görüşlerini açıkça ifade eder.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Azimli', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Zor sorunlar üzerinde çözülene kadar çalışır.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Açık fikirli', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Yeni fikirleri ve kendisininkinden farklı görüşleri dikkate alır.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Baskı altında sakin',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Süre daraldığında ya da işler ters gittiğinde net düşünür.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Sorumluluk sahibi', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'İyi ya da kötü, sonuçların sorumluluğunu üstlenir.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Pozitif', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Yapıcı bir tutum sergiler ve ekibin moralini yükseltir.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'Örnek olarak liderlik eden',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Kendi davranışı ve standartlarıyla başkalarına yol gösterir.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Becerikli', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Sınırlı imkânlarla işleri yapmanın yollarını bulur.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Müşteri odaklı', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Gündelik kararlarda müşterinin deneyimini göz önünde bulundurur.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Öğrenmeye istekli', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Geri bildirim ister ve yeni becerileri hızla edinir.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etik', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Yalnızca neyin izinli olduğunu değil, neyin doğru olduğunu da tartar.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Bağımsız', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Az gözetimle etkili biçimde çalışır.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Enerjik', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'İşe dinamizm ve tempo katar.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
