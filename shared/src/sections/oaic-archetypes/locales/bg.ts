import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in bg: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Профил на културата', source: '1fa5ef776627e7' },
    instructions: {
      text: 'За всяка тема разпределете 100 точки между четирите твърдения според това колко добре всяко от тях описва организацията. Дайте повече точки на твърдението, което пасва най-добре.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Как е днес', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Как искаме да бъде', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Сътрудничество', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Ориентирана към хората и сплотена. Успехът идва от ангажираност, развитие и екипна работа.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Създаване', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Изобретателна и динамична. Успехът идва от нови идеи, експерименти и това да си пръв.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Конкуренция', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Ориентирана към резултати и амбициозна. Успехът идва от постигане на целите и печелене на пазара.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Контрол', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Структурирана и надеждна. Успехът идва от ясни процеси, ефективност и последователност.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Стратегически приоритети', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'В какво организацията влага усилия за бъдещето?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'В хората: развиване на умения, поддържане на високо доверие и усещането, че всеки е част от екипа.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'В намирането на следващата възможност: нови предложения, нови пазари и бързи поуки от експерименти.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'В изпреварването на конкурентите: ръст на пазарния дял, спечелени сделки и надминати измерими цели.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'В гладкото функциониране: предвидими разходи, постоянно изпълнение и малко изненади.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Какво ни държи заедно', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Какво кара хората да остават отдадени на организацията?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Лоялността един към друг и общото чувство за принадлежност.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Вълнението да създаваме нещо ново преди всички останали.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Общият стремеж да печелим и да постигаме резултати.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Ясни правила, договорени процедури и надеждни навици.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Ежедневен характер', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Какво е усещането да работиш тук всеки ден?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Близко и подкрепящо: хората споделят открито и се грижат един за друг.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Живо и експериментално: хората пробват нови неща, рискуват и приемат неуспешните начала.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Напрегнато и ориентирано към резултати: хората се оценяват по това, което постигат.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Подредено и добре определено: работата следва установени процеси и очакванията са ясни.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Как се управляват хората', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Как организацията управлява и се отнася към хората си?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Като ги включва: решенията се обсъждат и се вземат заедно.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Като им дава свобода да поемат инициатива и да развиват собствените си идеи.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Като поставя амбициозни цели и награждава онези, които ги постигнат.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Като предлага стабилни роли, справедливи правила и последователно отношение.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Как се измерва успехът', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Какво организацията смята за успех?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Ангажирани хора, които се развиват, работят добре заедно и остават.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Пускането на нови продукти или услуги, които изпреварват бранша.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Лидерство на пазара, по-високи продажби от конкурентите и растящи приходи.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Надеждно и навременно изпълнение при ниски разходи и малко грешки.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Стил на ръководство', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Какви са обикновено ръководителите в организацията?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Коучове и ментори, които помагат на хората да се развиват.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Визионери, които насърчават смелите идеи и премерения риск.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Амбициозни и взискателни, фокусирани върху целите и победата.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Организатори и координатори, които се грижат всичко да върви гладко.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
