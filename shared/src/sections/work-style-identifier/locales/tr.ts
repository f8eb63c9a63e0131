import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in tr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Çalışma tarzı belirleyici', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'Her durum için doğal olarak yapacağınıza en yakın tepkiyi seçin. Doğru ya da yanlış cevap yoktur.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'İnsan', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'İlişkilere, iletişime ve ekibe odaklanır.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Süreç', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Yapıya, planlamaya ve işin nasıl yapıldığına odaklanır.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Ürün', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Sonuca, kalitesine ve kullanıcılar için değerine odaklanır.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Zaten devam eden yeni bir projeye katılıyorsunuz. İlk olarak ne yaparsınız?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Nasıl çalıştıklarını öğrenmek için ekip üyeleriyle tek tek görüşürüm.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Planı, zaman çizelgesini ve kararların nasıl alındığını okurum.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Geliştirilmekte olan şeyin mevcut sürümünü denerim.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': {
      text: 'Bir teslim tarihi risk altında. Nasıl tepki verirsiniz?',
      source: '1f98c8bcca4a8b',
    },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Kapsamı kullanıcılar için en önemli özelliklere indiririm.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Ekibin nasıl idare ettiğine bakar ve iş yükünü yeniden dengelerim.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Kalan görevleri yeniden planlar ve darboğazı gideririm.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'İki iş arkadaşınız bir işe nasıl yaklaşılacağı konusunda anlaşamıyor. Ne yaparsınız?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Ölçütler ve bir karar verme yöntemi üzerinde anlaşmayı öneririm.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Hangi yaklaşımın daha iyi sonuç verdiğini sorar ve onu test ederim.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Kaygılarını anlamak için ikisiyle de ayrı ayrı konuşurum.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Bir haftanın sonunda size en çok tatmin veren nedir?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Bir iş arkadaşımın başarılı olmasına yardım etmiş olmak.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Yaptığım bir şeyin kullanıldığını görmek.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Tekrarlanan bir işi daha sorunsuz hale getirmiş olmak.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Yöneticinizden belirsiz bir talep alıyorsunuz. İlk adımınız nedir?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Adımları, sorumluları ve teslim tarihini yazar, ardından onaylatırım.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Kimin için olduğunu ve ne beklediklerini sorarım.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Üzerine fikir alınabilecek hızlı bir ilk taslak hazırlarım.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Ekibinize yeni bir araç getiriliyor. Sizin için en önemli olan nedir?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Daha iyi iş çıkarmamıza yardımcı olması.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Çalışma şeklimize uyması ve aşamalı olarak hayata geçirilmesi.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Herkesin rahat etmesi ve kullanım eğitimi almış olması.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Bir müşteri, ekibinizin teslim ettiği bir şeyden şikâyet ediyor. İlk olarak ne yaparsınız?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Müşteriyi arayıp dinler ve içini rahatlatırım.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Sorunun sürecimizin neresinde gözden kaçtığını bulurum.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Sorunu yeniden oluşturur ve düzeltirim.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Bir planlama toplantısında genellikle hangi soruyu sorarsınız?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Kullanıcılar bugün sahip olmadıkları neyi elde edecek?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Kimlerin dahil olması gerekiyor ve zamanları var mı?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Kilometre taşları neler ve bunları nasıl takip edeceğiz?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'İşte bir şeyi iyileştirmek için boş bir öğleden sonranız var. Neyi seçersiniz?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Yalnızca birinin kafasında olan bir süreci belgelemek.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Kullanıcıların kullanışsız bulduğu bir özelliği iyileştirmek.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Yeni bir iş arkadaşının işe hızla uyum sağlamasına yardım etmek.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
