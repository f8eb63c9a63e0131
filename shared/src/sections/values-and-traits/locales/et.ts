import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in et: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Teie väärtuste määratlemine', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Hinnake, kui oluline on iga väärtus teie jaoks töös, skaalal „Üldse mitte oluline” kuni „Kõige olulisem”.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Ausameelsus', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Õigesti toimimine ka siis, kui keegi ei näe.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Ausus', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Tõe rääkimine, ka siis, kui uudised on ebameeldivad.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Läbipaistvus', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Teabe ja otsuste põhjuste avatud jagamine.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Vastutus', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Vastutuse võtmine tulemuste eest ja lubaduste täitmine.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Austus', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Iga inimese kohtlemine väärikalt ja tähelepanelikult.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Usaldus', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Üksteisele toetumine ja olemine inimene, kellele teised saavad toetuda.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Meeskonnatöö', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Koos saavutame rohkem, kui keegi üksi suudaks.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Koostöö', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Töö üle meeskondade piiride ja tunnustuse heldelt jagamine.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Kliendikesksus', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Lähtumine klientide vajadustest ja edu mõõtmine nende tulemuste järgi.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innovatsioon', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Uute ja paremate viiside otsimine väärtuse loomiseks.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Loovus', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Originaalsete ideede ja leidlike lahenduste pakkumine.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Tipptase', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Töö hoidmine kõrgel tasemel ja lati järjest kõrgemale tõstmine.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kvaliteet', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Detailide õigeks tegemine, et tulemus töötaks esimese korraga.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'Pidev õppimine', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Oskuste ja teadmiste arendamine ning vigadest õppimine.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Kasv', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Inimeste ja ettevõtte aitamine, et nende võimekus ja haare kasvaksid.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Mitmekesisus ja kaasatus',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Erineva taustaga inimeste tervitamine ja selle tagamine, et iga hääl saaks kuulda.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Õiglus', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Samade standardite rakendamine kõigile ja otsustamine teenete põhjal.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empaatia', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Mõistmine, kuidas teised end tunnevad, ja hoolivalt tegutsemine.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Heaolu', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Hoolimine tervisest, tasakaalust ja jätkusuutlikust töötempost.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Ohutus', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Inimeste kaitsmine füüsilise ja psühholoogilise kahju eest.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Omanikutunne', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Tegutsemine nagu omanik: hoolida kogu tulemusest, mitte ainult ühest ülesandest.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Algatusvõime', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Tegutsemine ilma palumist ootamata.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Tulemustele keskendumine',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Jõupingutuste suunamine kõige olulisematele tulemustele.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Tõhusus', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Aja, raha ja vaeva tark kasutamine; raiskamise kõrvaldamine.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Paindlikkus', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Kiire kohanemine, kui faktid või prioriteedid muutuvad.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Vastupidavus', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Tagasilöökidest taastumine ja edasi liikumine.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Julgus', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Sõna võtmine, kaalutletud riskide võtmine ja väljakujunenud olukorra kahtluse alla seadmine.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Alandlikkus', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Tunnistamine, mida me ei tea, ja teiste panuse hindamine.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: 'Avatud suhtlus', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Ausa tagasiside andmine ja vastuvõtmine, otsekoheselt ja lahkelt.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Jätkusuutlikkus', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Pikaajalise mõju arvestamine inimestele, planeedile ja ettevõttele.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Sotsiaalne vastutus',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Positiivne panus kogukondadesse, kus me tegutseme.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Usaldusväärsus', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Järjepidev tulemuste andmine, et teised saaksid meiega arvestada.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Lihtsus', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Selgete ja lihtsate lahenduste eelistamine keerukatele.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonoomia', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Usaldus, et inimesed otsustavad ise, kuidas oma tööd teha.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Tunnustus', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Hea töö ja pingutuse märkamine ning tähistamine.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Kirg', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Energia ja entusiasmi toomine töösse ja missiooni.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lojaalsus', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Kolleegide, klientide ja organisatsiooni kõrval seismine läbi aja.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'Andmepõhised otsused', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Otsuste tegemine tõendite, mitte ainult arvamuste põhjal.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Distsipliin', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Kokkulepitud protsesside järgimine ning plaanidest ja tähtaegadest kinnipidamine.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Lõbu', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Rõõm tööst ja inimestest, kellega seda koos teeme.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Teenindamine', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Teiste vajaduste esikohale seadmine nii organisatsiooni sees kui väljaspool.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Ettevõtlikkus', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Võimaluste märkamine ja nende nutikas ärakasutamine.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Võtmeomaduste määratlemine', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Hinnake, kui oluline on iga isikuomadus selles rollis edukaks olemiseks.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Uudishimulik', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Esitab küsimusi ja tahab mõista, kuidas asjad toimivad.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Usaldusväärne', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Teeb, mida lubas, ja õigel ajal.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Kohanemisvõimeline', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Kohaneb rahulikult muutuste ja uute olukordadega.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Detailitäpne', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Märkab väikesi vigu ja kontrollib oma tööd hoolikalt.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktiivne', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Näeb probleeme ette ja tegutseb enne, kui temalt palutakse.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Koostöövalmis', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Töötab teistega hästi ja jagab teavet meelsasti.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empaatiline', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Mõistab teiste inimeste tundeid ja vaatenurki.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Vastupidav', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Taastub tagasilöökidest ja hoiab surve all meeleolu stabiilsena.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analüütiline', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Jagab probleemid osadeks ja arutleb tõendite põhjal.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Loov', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Pakub välja originaalseid ideid ja uusi lähenemisi.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organiseeritud', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planeerib ette ning hoiab töö ja teabe korras.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': {
      text: 'Sisemiselt motiveeritud',
      source: '1d2ebd8e67457d',
    },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Liigub edasi ilma pideva juhendamiseta.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Aus', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Räägib tõtt ja tunnistab oma vigu.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Lugupidav', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Kohtleb kolleege viisakalt ka erimeelsuste korral.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: 'Selge suhtleja', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Selgitab mõtteid selgelt nii suuliselt kui kirjalikult.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Hea kuulaja', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Kuulab lõpuni, enne kui vastab.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Otsustusvõimeline', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Teeb õigeaegseid otsuseid olemasoleva teabe põhjal.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Kannatlik', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Jääb rahulikuks, kui edasiminek on aeglane, ja inimestega, kes vajavad rohkem aega.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Tagasihoidlik', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Jagab tunnustust ja on valmis tunnistama, et võib eksida.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Enesekindel', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Tegutseb kindlalt ja väljendab oma seisukohti selgelt.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Järjekindel', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Tegeleb keeruliste probleemidega, kuni need on lahendatud.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Avatud meelega', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Kaalub uusi ideid ja enda omadest erinevaid vaateid.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Surve all rahulik',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Mõtleb selgelt, kui tähtajad on pingelised või asjad lähevad valesti.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Vastutustundlik', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Võtab vastutuse tulemuste eest, olgu need head või halvad.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positiivne', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Hoiab konstruktiivset hoiakut ja tõstab meeskonna meeleolu.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Juhib eeskujuga', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Suunab teisi oma käitumise ja standarditega.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Leidlik', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Leiab viise asjade tegemiseks piiratud vahenditega.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Kliendimeelne', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Arvestab igapäevastes otsustes kliendi kogemusega.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Õpihimuline', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Otsib tagasisidet ja omandab uusi oskusi kiiresti.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Eetiline', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Kaalub, mis on õige, mitte ainult seda, mis on lubatud.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Iseseisev', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Töötab tõhusalt vähese järelevalvega.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energiline', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Toob töösse hoogu ja tempot.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
