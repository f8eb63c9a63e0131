import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in cs: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Vymezení vašich hodnot', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Ohodnoťte, jak důležitá je pro vás v práci každá hodnota, na škále od Vůbec nedůležité po Nejdůležitější.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integrita', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Jednat správně, i když se nikdo nedívá.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Poctivost', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Říkat pravdu, i když jde o nevítané zprávy.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparentnost', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Otevřeně sdílet informace i důvody rozhodnutí.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Odpovědnost', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Přebírat odpovědnost za výsledky a dotahovat závazky do konce.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respekt', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Jednat s každým člověkem důstojně a ohleduplně.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Důvěra', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Spoléhat jeden na druhého a být někým, na koho se ostatní mohou spolehnout.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Týmová práce', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Společně dosáhnout víc, než by kdokoli dokázal sám.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Spolupráce', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Pracovat napříč týmy a ochotně se dělit o zásluhy.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': {
      text: 'Zaměření na zákazníka',
      source: '0d78861f8a16bc',
    },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Vycházet z toho, co zákazníci potřebují, a měřit úspěch jejich výsledky.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Inovace', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Hledat nové a lepší způsoby, jak vytvářet hodnotu.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreativita', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Přinášet originální nápady a nápaditá řešení.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Excelence', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Držet práci na vysoké úrovni a postupně laťku zvyšovat.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kvalita', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Dotáhnout detaily, aby výsledek fungoval napoprvé.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'Neustálé učení', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Rozvíjet dovednosti a znalosti a učit se z chyb.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Růst', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Pomáhat lidem i firmě růst ve schopnostech a dosahu.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Rozmanitost a inkluze',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Vítat různé zázemí a zajistit, aby byl slyšet každý hlas.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Férovost', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Uplatňovat na všechny stejná měřítka a rozhodovat podle zásluh.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatie', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Chápat, jak se druzí cítí, a jednat s ohledem.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Well-being', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Dbát na zdraví, rovnováhu a udržitelné pracovní tempo.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Bezpečnost', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Chránit lidi před fyzickou i psychickou újmou.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Vlastnický přístup', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Jednat jako vlastník: záleží vám na celém výsledku, ne jen na jednom úkolu.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Iniciativa', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Jednat, aniž byste čekali, až vás někdo požádá.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Orientace na výsledky',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Soustředit úsilí na výsledky, na kterých nejvíc záleží.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Efektivita', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Moudře využívat čas, peníze a úsilí; odstraňovat plýtvání.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilita', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Rychle se přizpůsobit, když se změní fakta nebo priority.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Odolnost', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Zotavit se z nezdarů a pokračovat dál.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Odvaha', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Ozvat se, podstupovat uvážená rizika a zpochybňovat zavedený stav.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Pokora', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Přiznat, co nevíme, a vážit si přínosu druhých.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Otevřená komunikace',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Dávat a přijímat upřímnou zpětnou vazbu, přímo a laskavě.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Udržitelnost', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Zvažovat dlouhodobý dopad na lidi, planetu a podnikání.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Společenská odpovědnost',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Pozitivně přispívat komunitám, ve kterých působíme.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Spolehlivost', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Odvádět práci stále stejně dobře, aby s námi ostatní mohli počítat.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Jednoduchost', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Dávat přednost jasným, jednoduchým řešením před složitými.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomie', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Důvěřovat lidem, že sami rozhodnou, jak svou práci udělají.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Uznání', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Všímat si dobré práce a úsilí a oceňovat je.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Nadšení', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Vnášet do práce a poslání energii a entuziasmus.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Loajalita', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Stát dlouhodobě za kolegy, zákazníky a organizací.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Rozhodování na základě dat',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Opírat rozhodnutí o důkazy, ne jen o názory.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disciplína', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Dodržovat dohodnuté postupy, plány a termíny.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Zábava', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Užívat si práci i lidi, se kterými ji děláme.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Služba', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Stavět na první místo potřeby druhých, uvnitř firmy i mimo ni.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Podnikavost', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Všímat si příležitostí a vynalézavě se jich chopit.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Určení klíčových vlastností', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Ohodnoťte, jak důležitá je každá osobní vlastnost pro úspěch v této roli.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Zvídavý', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Klade otázky a chce pochopit, jak věci fungují.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Spolehlivý', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Udělá, co slíbil, a včas.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Přizpůsobivý', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Klidně se přizpůsobuje změnám a novým situacím.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Pečlivý', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Všímá si drobných chyb a svou práci důkladně kontroluje.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktivní', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Předvídá problémy a jedná dřív, než ho někdo požádá.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Spolupracující', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Dobře spolupracuje s ostatními a ochotně sdílí informace.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatický', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Chápe pocity a pohledy druhých lidí.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Odolný', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Vzpamatuje se z nezdarů a pod tlakem si udrží vyrovnanou náladu.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analytický', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Rozkládá problémy na části a uvažuje na základě důkazů.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Kreativní', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Přichází s originálními nápady a novými přístupy.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organizovaný', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Plánuje dopředu a udržuje práci i informace v pořádku.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': {
      text: 'Samostatně motivovaný',
      source: '1d2ebd8e67457d',
    },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Pokračuje v práci, aniž by potřeboval neustálé vedení.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Poctivý', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Mluví pravdu a přiznává chyby.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Ohleduplný', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Jedná s kolegy zdvořile, i když s nimi nesouhlasí.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Srozumitelně komunikuje',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Vysvětluje myšlenky jasně slovem i písmem.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Dobrý posluchač', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Vyslechne druhé až do konce, než odpoví.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Rozhodný', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Rozhoduje včas na základě dostupných informací.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Trpělivý', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Zachovává klid, když se postupuje pomalu, i s lidmi, kteří potřebují víc času.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Skromný', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Dělí se o zásluhy a připouští, že se může mýlit.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Sebevědomý', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Jedná s jistotou a jasně vyjadřuje své názory.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Vytrvalý', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Pracuje na obtížných problémech, dokud je nevyřeší.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Otevřený', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Zvažuje nové nápady i názory odlišné od svých.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Klidný pod tlakem',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Myslí jasně, když jsou termíny napjaté nebo se něco pokazí.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Zodpovědný', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Přebírá odpovědnost za výsledky, dobré i špatné.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Pozitivní', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Zachovává konstruktivní přístup a povzbuzuje tým.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Jde příkladem', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Vede ostatní vlastním chováním a nároky na sebe.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Vynalézavý', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Najde způsob, jak věci zvládnout s omezenými prostředky.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Myslí na zákazníka',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Při každodenním rozhodování bere ohled na zkušenost zákazníka.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Dychtivý učit se', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Vyhledává zpětnou vazbu a rychle si osvojuje nové dovednosti.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etický', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Zvažuje, co je správné, ne jen co je dovoleno.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Samostatný', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Pracuje efektivně i s minimálním dohledem.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energický', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Vnáší do práce elán a tempo.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
