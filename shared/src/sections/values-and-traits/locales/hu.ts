import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in hu: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Az Ön értékeinek meghatározása', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Értékelje, mennyire fontosak Önnek a munkában az egyes értékek, az „Egyáltalán nem fontos” és a „Legfontosabb” között.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integritás', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Helyesen cselekedni akkor is, amikor senki sem látja.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Őszinteség', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Kimondani az igazat, a kellemetlen híreket is.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Átláthatóság', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Az információk és a döntések mögötti okok nyílt megosztása.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Elszámoltathatóság', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Felelősséget vállalni az eredményekért és betartani a vállalásokat.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Tisztelet', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Mindenkivel méltósággal és figyelmesen bánni.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Bizalom', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Számítani egymásra, és olyannak lenni, akire mások számíthatnak.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Csapatmunka', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Együtt többet elérni, mint amire bárki egyedül képes lenne.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Együttműködés', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Csapatokon átívelő munka és az érdemek nagyvonalú megosztása.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Ügyfélközpontúság', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Abból kiindulni, amire az ügyfeleknek szükségük van, és a sikert az ő eredményeikkel mérni.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innováció', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Új és jobb módok keresése az értékteremtésre.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreativitás', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Eredeti ötletek és ötletes megoldások.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Kiválóság', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Magas mércét állítani a munkával szemben, és idővel tovább emelni a lécet.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Minőség', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'A részletek pontos kidolgozása, hogy az eredmény elsőre működjön.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Folyamatos tanulás',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Készségek és tudás fejlesztése, tanulás a hibákból.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Fejlődés', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Segíteni az embereket és a vállalkozást abban, hogy képességeikben és hatókörükben fejlődjenek.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Sokszínűség és befogadás',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Nyitottság a különböző hátterekre, és annak biztosítása, hogy minden hang meghallgatásra találjon.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Méltányosság', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Mindenkire ugyanazokat a mércéket alkalmazni, és érdem alapján dönteni.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empátia', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Megérteni, mit éreznek mások, és gondoskodóan cselekedni.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Jóllét', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Törődés az egészséggel, az egyensúllyal és a fenntartható munkatempóval.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Biztonság', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Az emberek védelme a testi és lelki ártalmaktól.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Tulajdonosi szemlélet', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Úgy cselekedni, mint egy tulajdonos: a teljes eredmény fontos, nem csak egy feladat.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Kezdeményezőkészség', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Cselekedni anélkül, hogy kérni kellene.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Eredményorientáltság',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Az erőfeszítéseket a legfontosabb eredményekre összpontosítani.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Hatékonyság', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Az idő, a pénz és az energia bölcs felhasználása; a pazarlás megszüntetése.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilitás', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Gyors alkalmazkodás, amikor a tények vagy a prioritások változnak.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Reziliencia', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Talpra állni a kudarcokból és továbbmenni.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Bátorság', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Felszólalni, megfontolt kockázatot vállalni és megkérdőjelezni a fennálló helyzetet.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Alázat', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Beismerni, amit nem tudunk, és értékelni mások hozzájárulását.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Nyílt kommunikáció',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Őszinte visszajelzés adása és fogadása, egyenesen és kedvesen.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Fenntarthatóság', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Az emberekre, a bolygóra és az üzletre gyakorolt hosszú távú hatás mérlegelése.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Társadalmi felelősségvállalás',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Pozitív hozzájárulás azokhoz a közösségekhez, amelyekben dolgozunk.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Megbízhatóság', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Következetes teljesítés, hogy mások tervezhessenek velünk.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Egyszerűség', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'A világos, egyszerű megoldások előnyben részesítése a bonyolultakkal szemben.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonómia', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Megbízni az emberekben, hogy maguk döntsék el, hogyan végzik a munkájukat.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Elismerés', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'A jó munka és az erőfeszítés észrevétele és megünneplése.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Szenvedély', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Energiát és lelkesedést vinni a munkába és a küldetésbe.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lojalitás', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Hosszú távon kiállni a kollégák, az ügyfelek és a szervezet mellett.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'Adatvezérelt döntések', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'A döntéseket bizonyítékokra alapozni, nem csupán véleményre.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Fegyelem', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'A megállapodott folyamatok követése, a tervek és határidők betartása.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Jókedv', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Örömet lelni a munkában és azokban, akikkel együtt végezzük.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Szolgálat', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Mások igényeit helyezni előtérbe, a szervezeten belül és kívül egyaránt.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Vállalkozói szellem',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'A lehetőségek felismerése és leleményes kihasználása.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'A kulcsfontosságú tulajdonságok meghatározása', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Értékelje, mennyire fontosak az egyes személyes tulajdonságok a sikerhez ebben a munkakörben.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Kíváncsi', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Kérdez, és meg akarja érteni, hogyan működnek a dolgok.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Megbízható', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Megteszi, amit vállalt, határidőre.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Alkalmazkodó', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Nyugodtan alkalmazkodik a változásokhoz és az új helyzetekhez.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Precíz', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Észreveszi az apró hibákat, és gondosan ellenőrzi a munkáját.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktív', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Előre látja a problémákat, és cselekszik, mielőtt kérnék.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Együttműködő', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Jól dolgozik másokkal, és szívesen megosztja az információkat.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatikus', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Megérti mások érzéseit és nézőpontját.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Rugalmas', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Talpra áll a kudarcokból, és nyomás alatt is kiegyensúlyozott marad.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analitikus', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Részekre bontja a problémákat, és bizonyítékok alapján gondolkodik.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Kreatív', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Eredeti ötletekkel és új megközelítésekkel áll elő.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Szervezett', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Előre tervez, és rendben tartja a munkát és az információkat.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Önmotivált', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Állandó irányítás nélkül is halad a munkával.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Őszinte', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Igazat mond, és beismeri a hibáit.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Tisztelettudó', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Udvariasan bánik a kollégákkal, nézeteltérés esetén is.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Világosan kommunikál',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Szóban és írásban is érthetően fejti ki a gondolatait.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Jó hallgatóság', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Végighallgatja a másikat, mielőtt válaszol.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Határozott', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Időben dönt a rendelkezésre álló információk alapján.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Türelmes', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Nyugodt marad, ha lassú a haladás, és azokkal is, akiknek több időre van szükségük.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Szerény', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Megosztja az érdemeket, és elfogadja, hogy tévedhet.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Magabiztos', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Határozottan cselekszik, és világosan kifejti a véleményét.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Kitartó', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Addig dolgozik a nehéz problémákon, amíg meg nem oldja őket.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Nyitott gondolkodású', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Mérlegeli az új ötleteket és a sajátjától eltérő nézeteket.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Nyomás alatt is higgadt',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Világosan gondolkodik, amikor szorosak a határidők vagy valami rosszul sül el.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Felelősségteljes', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Felelősséget vállal az eredményekért, legyenek jók vagy rosszak.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Pozitív', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Építő hozzáállást tart fenn, és lendületet ad a csapatnak.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Példát mutat', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Saját viselkedésével és mércéjével vezeti a többieket.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Leleményes', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Szűkös eszközökkel is megtalálja a módját, hogy elvégezze a dolgokat.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Ügyfélszemléletű', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'A mindennapi döntésekben is figyelembe veszi az ügyfélélményt.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Tanulni vágyó', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Visszajelzést kér, és gyorsan elsajátítja az új készségeket.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etikus', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Azt mérlegeli, mi a helyes, nem csak azt, mi megengedett.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Önálló', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Kevés felügyelet mellett is hatékonyan dolgozik.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energikus', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Lendületet és tempót visz a munkába.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
