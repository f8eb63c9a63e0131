import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in hr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Određivanje vaših vrijednosti', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Ocijenite koliko vam je svaka vrijednost važna na poslu, od „Uopće nije važno” do „Najvažnije”.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integritet', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Postupati ispravno čak i kad nitko ne gleda.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Iskrenost', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Govoriti istinu, uključujući i neugodne vijesti.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparentnost', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Otvoreno dijeliti informacije i razloge iza odluka.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Odgovornost', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Preuzimati odgovornost za ishode i ispunjavati preuzete obveze.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Poštovanje', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Prema svakoj osobi odnositi se dostojanstveno i obzirno.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Povjerenje', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Oslanjati se jedni na druge i biti netko na koga se drugi mogu osloniti.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Timski rad', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Zajedno postići više nego što bi itko mogao sam.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Suradnja', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Raditi preko granica timova i velikodušno dijeliti zasluge.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Usmjerenost na kupca', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Polaziti od onoga što kupcima treba i mjeriti uspjeh njihovim rezultatima.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Inovativnost', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Tražiti nove i bolje načine stvaranja vrijednosti.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreativnost', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Donositi originalne ideje i maštovita rješenja.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Izvrsnost', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Držati rad na visokoj razini i s vremenom podizati ljestvicu.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kvaliteta', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Pobrinuti se za detalje kako bi rezultat funkcionirao iz prve.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Kontinuirano učenje',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Razvijati vještine i znanje te učiti iz pogrešaka.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Rast', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Pomagati ljudima i poslovanju da rastu u sposobnostima i dosegu.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Raznolikost i uključivost',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Prihvaćati različita podrijetla i osigurati da se čuje svaki glas.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Pravednost', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Primjenjivati ista mjerila na sve i odlučivati prema zaslugama.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatija', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Razumjeti kako se drugi osjećaju i postupati s brigom.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Dobrobit', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Briga o zdravlju, ravnoteži i održivom tempu rada.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Sigurnost', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Zaštita ljudi od fizičke i psihičke štete.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Osjećaj vlasništva', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Ponašati se kao vlasnik: brinuti o cjelokupnom rezultatu, a ne samo o jednom zadatku.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Inicijativa', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Djelovati bez čekanja da netko to zatraži.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Usmjerenost na rezultate',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Usmjeravati trud na ishode koji su najvažniji.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Učinkovitost', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Mudro koristiti vrijeme, novac i trud; uklanjati rasipanje.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilnost', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Brzo se prilagoditi kad se činjenice ili prioriteti promijene.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Otpornost', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Oporaviti se od neuspjeha i nastaviti dalje.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Hrabrost', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Progovoriti, preuzimati promišljene rizike i propitivati postojeće stanje.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Skromnost', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Priznati ono što ne znamo i cijeniti doprinos drugih.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Otvorena komunikacija',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Davati i primati iskrene povratne informacije, izravno i ljubazno.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Održivost', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Uzimati u obzir dugoročan učinak na ljude, planet i poslovanje.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Društvena odgovornost',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Pozitivno doprinositi zajednicama u kojima djelujemo.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Pouzdanost', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Dosljedno isporučivati kako bi drugi mogli planirati oko nas.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Jednostavnost', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Davati prednost jasnim, jednostavnim rješenjima pred složenima.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomija', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Vjerovati ljudima da sami odluče kako će obavljati svoj posao.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Priznanje', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Primjećivati i slaviti dobar rad i trud.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Strast', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Unositi energiju i entuzijazam u posao i misiju.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lojalnost', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Dugoročno stajati uz kolege, kupce i organizaciju.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Odluke temeljene na podacima',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Temeljiti odluke na dokazima, a ne samo na mišljenju.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disciplina', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Slijediti dogovorene procese i držati se planova i rokova.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Zabava', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Uživati u poslu i u ljudima s kojima ga radimo.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Služenje', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Stavljati na prvo mjesto potrebe drugih, unutar i izvan organizacije.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Poduzetnički duh', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Uočavati prilike i snalažljivo ih iskorištavati.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Prepoznavanje ključnih osobina', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Ocijenite koliko je svaka osobna osobina važna za uspjeh na ovom radnom mjestu.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Znatiželjan', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Postavlja pitanja i želi razumjeti kako stvari funkcioniraju.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Pouzdan', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Učini ono što je rekao da će učiniti, i to na vrijeme.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Prilagodljiv', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Mirno se prilagođava promjenama i novim situacijama.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': {
      text: 'Usmjeren na detalje',
      source: '1e31e9158146e6',
    },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Uočava sitne pogreške i pažljivo provjerava svoj rad.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktivan', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Predviđa probleme i djeluje prije nego što ga se zamoli.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Suradljiv', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Dobro radi s drugima i rado dijeli informacije.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatičan', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Razumije osjećaje i stajališta drugih ljudi.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Otporan', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Oporavlja se od neuspjeha i zadržava staloženost pod pritiskom.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analitičan', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Raščlanjuje probleme i zaključuje na temelju dokaza.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Kreativan', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Stvara originalne ideje i nove pristupe.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organiziran', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planira unaprijed i drži posao i informacije u redu.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Samomotiviran', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Napreduje bez potrebe za stalnim usmjeravanjem.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Iskren', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Govori istinu i priznaje pogreške.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Pun poštovanja', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Prema kolegama se odnosi uljudno, i kad se ne slaže s njima.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Jasan komunikator',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Jasno objašnjava ideje, usmeno i pisano.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Dobar slušatelj', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Sasluša do kraja prije nego što odgovori.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Odlučan', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Donosi pravovremene odluke na temelju dostupnih informacija.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Strpljiv', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Ostaje miran kad napredak ide sporo i s ljudima kojima treba više vremena.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Skroman', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Dijeli zasluge i otvoren je za mogućnost da griješi.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Samopouzdan', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Djeluje sigurno i jasno iznosi svoja stajališta.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Ustrajan', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Radi na teškim problemima dok ih ne riješi.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Otvorena uma', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Razmatra nove ideje i stajališta drukčija od svojih.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Smiren pod pritiskom',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Razmišlja jasno kad su rokovi kratki ili kad stvari pođu po zlu.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Odgovoran', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Preuzima odgovornost za rezultate, dobre ili loše.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Pozitivan', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Zadržava konstruktivan stav i podiže raspoloženje tima.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Vodi primjerom', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Usmjerava druge vlastitim ponašanjem i standardima.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Snalažljiv', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Pronalazi načine da obavi posao s ograničenim sredstvima.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Usmjeren na kupca', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'U svakodnevnim odlukama uzima u obzir iskustvo kupca.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Željan učenja', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Traži povratne informacije i brzo usvaja nove vještine.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etičan', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Promišlja o tome što je ispravno, a ne samo o tome što je dopušteno.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Samostalan', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Radi učinkovito uz malo nadzora.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energičan', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Unosi polet i tempo u posao.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
