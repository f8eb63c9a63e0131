import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in uk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Визначення ваших цінностей', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Оцініть, наскільки важлива для вас у роботі кожна цінність: від «Зовсім не важливо» до «Найважливіше».',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Доброчесність', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Чинити правильно, навіть коли ніхто не бачить.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Чесність', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Говорити правду, зокрема неприємну.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Прозорість', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Відкрито ділитися інформацією та причинами рішень.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Підзвітність', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Відповідати за результати й виконувати зобов’язання.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Повага', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Ставитися до кожної людини з гідністю та уважністю.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Довіра', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Покладатися одне на одного й бути тим, на кого можуть покластися інші.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Командна робота', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Разом досягати більшого, ніж під силу будь-кому поодинці.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Співпраця', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Працювати з різними командами й охоче ділитися заслугами.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': {
      text: 'Орієнтація на клієнта',
      source: '0d78861f8a16bc',
    },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Виходити з потреб клієнтів і вимірювати успіх їхніми результатами.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Інновації', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Шукати нові й кращі способи створювати цінність.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Креативність', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Пропонувати оригінальні ідеї та винахідливі рішення.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Досконалість', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Тримати високу планку якості роботи й з часом піднімати її.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Якість', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Доводити деталі до ладу, щоб результат працював із першого разу.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Безперервне навчання',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Розвивати навички та знання й учитися на помилках.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Зростання', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Допомагати людям і бізнесу зростати в можливостях і масштабі.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Різноманіття та інклюзивність',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Вітати людей із різним досвідом і дбати, щоб кожен голос було почуто.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Справедливість', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Застосовувати до всіх однакові вимоги й вирішувати за заслугами.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Емпатія', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Розуміти почуття інших і діяти дбайливо.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Добробут', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Дбати про здоров’я, баланс і сталий темп роботи.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Безпека', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Захищати людей від фізичної та психологічної шкоди.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Відчуття власника', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Діяти як власник: дбати про весь результат, а не лише про одне завдання.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Ініціативність', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Діяти, не чекаючи прохання.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Орієнтація на результат',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Зосереджувати зусилля на найважливіших результатах.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Ефективність', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Розумно витрачати час, гроші та зусилля; усувати марнотратство.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Гнучкість', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Швидко перелаштовуватися, коли змінюються факти чи пріоритети.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Стійкість', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Відновлюватися після невдач і рухатися далі.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Сміливість', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Висловлюватися, іти на зважений ризик і ставити під сумнів усталений порядок.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Скромність', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Визнавати, чого ми не знаємо, і цінувати внесок інших.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Відкрита комунікація',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Давати й отримувати відвертий зворотний зв’язок — прямо й доброзичливо.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Сталий розвиток', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Зважати на довгостроковий вплив на людей, планету й бізнес.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Соціальна відповідальність',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Робити позитивний внесок у громади, де ми працюємо.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Надійність', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Стабільно виконувати роботу, щоб інші могли на нас розраховувати.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Простота', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Надавати перевагу зрозумілим і простим рішенням над складними.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Автономія', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Довіряти людям самим вирішувати, як виконувати свою роботу.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Визнання', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Помічати й відзначати гарну роботу та старання.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Захопленість', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Вкладати енергію та ентузіазм у роботу й місію.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Лояльність', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Підтримувати колег, клієнтів і організацію впродовж тривалого часу.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'Рішення на основі даних', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Ухвалювати рішення на підставі фактів, а не лише думок.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Дисципліна', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Дотримуватися узгоджених процесів, планів і термінів.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Радість від роботи', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Отримувати задоволення від роботи й від людей, з якими ми її робимо.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Служіння', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Ставити на перше місце потреби інших — усередині компанії й поза нею.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Підприємливість', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Помічати можливості й винахідливо їх використовувати.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Визначення ключових рис', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Оцініть, наскільки важлива кожна особиста риса для успіху на цій посаді.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Допитливий', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Ставить запитання й хоче зрозуміти, як усе влаштовано.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Надійний', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Робить те, що пообіцяв, і вчасно.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Гнучкий', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Спокійно пристосовується до змін і нових ситуацій.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': {
      text: 'Уважний до деталей',
      source: '1e31e9158146e6',
    },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Помічає дрібні помилки й ретельно перевіряє роботу.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Проактивний', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Передбачає проблеми й діє, не чекаючи прохання.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': {
      text: 'Схильний до співпраці',
      source: '19a2af78cc0354',
    },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Добре працює з іншими й охоче ділиться інформацією.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Емпатійний', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Розуміє почуття та погляди інших людей.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Стресостійкий', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Відновлюється після невдач і зберігає рівний настрій під тиском.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Аналітичний', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Розкладає проблеми на частини й міркує, спираючись на факти.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Творчий', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Пропонує оригінальні ідеї та нові підходи.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Організований', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Планує наперед і тримає роботу та інформацію в порядку.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Самомотивований', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Працює далі, не потребуючи постійних вказівок.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Чесний', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Говорить правду й визнає помилки.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Шанобливий', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Ввічливий із колегами, зокрема під час незгоди.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Чітко висловлюється',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Зрозуміло пояснює ідеї усно й письмово.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Уміє слухати', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Вислуховує до кінця, перш ніж відповісти.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Рішучий', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Вчасно ухвалює рішення на основі наявної інформації.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Терплячий', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Зберігає спокій за повільного поступу й з людьми, яким потрібно більше часу.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Скромний', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Ділиться заслугами й допускає, що може помилятися.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Упевнений у собі', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Діє впевнено й чітко висловлює свою позицію.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Наполегливий', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Працює над складними завданнями, доки їх не розв’язано.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Відкритий до нового', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Розглядає нові ідеї та погляди, відмінні від власних.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Спокійний під тиском',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Мислить ясно, коли терміни стискаються або щось іде не так.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Відповідальний', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Відповідає за результати, добрі й погані.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Позитивний', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Зберігає конструктивний настрій і підбадьорює команду.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Веде власним прикладом', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Спрямовує інших своєю поведінкою та стандартами.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Винахідливий', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Знаходить способи досягти результату з обмеженими ресурсами.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Клієнтоорієнтований',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Зважає на досвід клієнта в щоденних рішеннях.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Прагне вчитися', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Шукає зворотного зв’язку й швидко опановує нові навички.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Етичний', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Зважає на те, що правильно, а не лише на те, що дозволено.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Самостійний', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Ефективно працює за мінімального нагляду.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Енергійний', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Вносить у роботу напір і темп.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
