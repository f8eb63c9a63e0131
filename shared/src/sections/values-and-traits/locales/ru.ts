import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in ru: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Определение ваших ценностей', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Оцените, насколько важна для вас в работе каждая ценность: от «Совсем не важно» до «Важнее всего».',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Порядочность', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Поступать правильно, даже когда никто не видит.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Честность', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Говорить правду, в том числе неприятную.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Прозрачность', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Открыто делиться информацией и причинами решений.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Ответственность', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Отвечать за результаты и выполнять обещания.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Уважение', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Относиться к каждому человеку с достоинством и вниманием.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Доверие', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Полагаться друг на друга и быть тем, на кого можно положиться.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Командная работа', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Вместе достигать большего, чем под силу одному.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Сотрудничество', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Работать вместе с другими командами и охотно делиться заслугами.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': {
      text: 'Ориентация на клиента',
      source: '0d78861f8a16bc',
    },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Исходить из потребностей клиентов и измерять успех их результатами.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Инновации', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Искать новые и лучшие способы создавать ценность.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Креативность', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Предлагать оригинальные идеи и изобретательные решения.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Превосходство', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Держать высокую планку качества работы и со временем поднимать её.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Качество', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Продумывать детали, чтобы результат работал с первого раза.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Непрерывное обучение',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Развивать навыки и знания и учиться на ошибках.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Рост', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Помогать людям и бизнесу расти в возможностях и масштабе.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Разнообразие и инклюзивность',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Приветствовать людей разного происхождения и следить, чтобы был услышан каждый голос.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Справедливость', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Применять ко всем одинаковые требования и решать по заслугам.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Эмпатия', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Понимать чувства других и действовать бережно.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Благополучие', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Заботиться о здоровье, балансе и устойчивом темпе работы.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Безопасность', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Защищать людей от физического и психологического вреда.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Хозяйское отношение', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Действовать как владелец: заботиться обо всём результате, а не только об одной задаче.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Инициативность', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Действовать, не дожидаясь просьбы.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Ориентация на результат',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Направлять усилия на самые важные результаты.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Эффективность', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Разумно расходовать время, деньги и силы; устранять потери.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Гибкость', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Быстро перестраиваться, когда меняются факты или приоритеты.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Стойкость', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Восстанавливаться после неудач и продолжать двигаться вперёд.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Смелость', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Высказываться, идти на обдуманный риск и ставить под сомнение привычный порядок.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Скромность', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Признавать, чего мы не знаем, и ценить вклад других.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Открытая коммуникация',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Давать и получать откровенную обратную связь — прямо и доброжелательно.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Устойчивое развитие', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Учитывать долгосрочное влияние на людей, планету и бизнес.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Социальная ответственность',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Вносить положительный вклад в сообщества, в которых мы работаем.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Надёжность', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Стабильно выполнять работу, чтобы другие могли на нас рассчитывать.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Простота', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Предпочитать ясные и простые решения сложным.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Автономия', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Доверять людям самим решать, как выполнять свою работу.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Признание', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Замечать и отмечать хорошую работу и старания.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Увлечённость', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Вкладывать энергию и энтузиазм в работу и миссию.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Лояльность', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Поддерживать коллег, клиентов и организацию на протяжении долгого времени.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Решения на основе данных',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Основывать решения на фактах, а не только на мнениях.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Дисциплина', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Следовать согласованным процессам и соблюдать планы и сроки.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Радость от работы', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Получать удовольствие от работы и от людей, с которыми мы её делаем.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Служение', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Ставить на первое место потребности других — внутри и вне компании.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Предпринимательский дух',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Замечать возможности и находчиво их использовать.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Определение ключевых качеств', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Оцените, насколько важно каждое личное качество для успеха в этой должности.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Любознательный', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Задаёт вопросы и хочет понять, как всё устроено.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Надёжный', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Делает то, что обещал, и вовремя.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Гибкий', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Спокойно приспосабливается к переменам и новым ситуациям.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': {
      text: 'Внимательный к деталям',
      source: '1e31e9158146e6',
    },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Замечает мелкие ошибки и тщательно проверяет работу.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Проактивный', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Предвидит проблемы и действует, не дожидаясь просьбы.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': {
      text: 'Умеющий сотрудничать',
      source: '19a2af78cc0354',
    },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Хорошо работает с другими и охотно делится информацией.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Эмпатичный', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Понимает чувства и точку зрения других людей.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Стрессоустойчивый', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Восстанавливается после неудач и сохраняет ровное настроение под давлением.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': {
      text: 'Аналитический склад ума',
      source: '044a78e81d5f9a',
    },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Разбирает проблемы на части и рассуждает, опираясь на факты.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Творческий', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Предлагает оригинальные идеи и новые подходы.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Организованный', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Планирует заранее и держит работу и информацию в порядке.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Самомотивированный', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Продолжает работать, не нуждаясь в постоянных указаниях.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Честный', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Говорит правду и признаёт ошибки.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Уважительный', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Вежлив с коллегами, в том числе при несогласии.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Ясно излагающий мысли',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Понятно объясняет идеи устно и письменно.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Умеющий слушать', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Дослушивает до конца, прежде чем ответить.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Решительный', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Своевременно принимает решения на основе имеющейся информации.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Терпеливый', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Сохраняет спокойствие при медленном прогрессе и с людьми, которым нужно больше времени.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Скромный', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Делится заслугами и допускает, что может ошибаться.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Уверенный в себе', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Действует уверенно и чётко высказывает свою позицию.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Настойчивый', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Работает над сложными задачами, пока они не решены.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Открытый новому', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Рассматривает новые идеи и взгляды, отличные от собственных.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Спокойный под давлением',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Мыслит ясно, когда сроки поджимают или что-то идёт не так.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Ответственный', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Отвечает за результаты, хорошие и плохие.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Позитивный', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Сохраняет конструктивный настрой и поднимает дух команды.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'Ведущий личным примером',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Направляет других своим поведением и своими стандартами.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Находчивый', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Находит способы добиться результата при ограниченных ресурсах.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Клиентоориентированный',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Учитывает опыт клиента в повседневных решениях.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': {
      text: 'Стремящийся учиться',
      source: '033bbe45ada9ca',
    },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Ищет обратную связь и быстро осваивает новые навыки.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Этичный', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Думает о том, что правильно, а не только о том, что разрешено.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Самостоятельный', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Эффективно работает при минимальном контроле.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Энергичный', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Привносит в работу напор и темп.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
