import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in ro: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Definirea valorilor dumneavoastră', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Evaluați cât de importantă este pentru dumneavoastră fiecare valoare la locul de muncă, de la „Deloc important” la „Cel mai important”.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integritate', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'A face ceea ce este corect, chiar și când nu vede nimeni.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Onestitate', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'A spune adevărul, inclusiv veștile neplăcute.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparență', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'A împărtăși deschis informațiile și motivele din spatele deciziilor.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': {
      text: 'Asumarea responsabilității',
      source: '0785afa5d2037c',
    },
    'defining_your_values.items.value_accountability.description': {
      text: 'A-ți asuma rezultatele și a duce angajamentele până la capăt.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respect', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'A trata fiecare persoană cu demnitate și considerație.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Încredere', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'A ne baza unii pe alții și a fi cineva pe care ceilalți se pot baza.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Lucru în echipă', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'A realiza împreună mai mult decât ar putea oricine singur.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Colaborare', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'A lucra dincolo de granițele echipelor și a împărți meritele cu generozitate.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': {
      text: 'Orientare către client',
      source: '0d78861f8a16bc',
    },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'A porni de la nevoile clienților și a măsura succesul prin rezultatele lor.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Inovație', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'A căuta modalități noi și mai bune de a crea valoare.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Creativitate', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'A aduce idei originale și soluții inventive.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Excelență', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'A menține un standard înalt al muncii și a ridica ștacheta în timp.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Calitate', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'A face corect detaliile, astfel încât rezultatul să funcționeze din prima.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Învățare continuă',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'A-ți dezvolta abilitățile și cunoștințele și a învăța din greșeli.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Creștere', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'A ajuta oamenii și afacerea să crească în capacitate și în anvergură.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Diversitate și incluziune',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'A primi cu deschidere oameni cu medii diferite și a te asigura că fiecare voce este auzită.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Corectitudine', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'A aplica aceleași standarde tuturor și a decide pe baza meritului.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatie', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'A înțelege ce simt ceilalți și a acționa cu grijă.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Bunăstare', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Grija pentru sănătate, echilibru și un ritm de lucru sustenabil.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Siguranță', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Protejarea oamenilor de vătămări fizice și psihologice.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Spirit de proprietar', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'A acționa ca un proprietar: îți pasă de întregul rezultat, nu doar de o sarcină.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Inițiativă', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'A acționa fără să aștepți să ți se ceară.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Orientare spre rezultate',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'A concentra efortul pe rezultatele care contează cel mai mult.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Eficiență', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Folosirea înțeleaptă a timpului, banilor și efortului; eliminarea risipei.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilitate', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Adaptarea rapidă atunci când faptele sau prioritățile se schimbă.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Reziliență', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Revenirea după eșecuri și continuarea drumului.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Curaj', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'A lua cuvântul, a-ți asuma riscuri calculate și a pune sub semnul întrebării status quo-ul.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Umilință', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'A recunoaște ce nu știm și a prețui contribuțiile celorlalți.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Comunicare deschisă',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'A oferi și a primi feedback sincer, direct și cu amabilitate.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Sustenabilitate', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'A lua în calcul efectul pe termen lung asupra oamenilor, planetei și afacerii.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Responsabilitate socială',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'A contribui pozitiv la comunitățile în care lucrăm.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Fiabilitate', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'A livra constant, astfel încât ceilalți să poată planifica în funcție de noi.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Simplitate', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'A prefera soluțiile clare și simple celor complicate.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomie', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'A avea încredere că oamenii decid singuri cum își fac munca.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Recunoaștere', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'A observa și a sărbători munca bună și efortul.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Pasiune', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'A aduce energie și entuziasm în muncă și în misiune.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Loialitate', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'A fi alături de colegi, clienți și organizație de-a lungul timpului.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'Decizii bazate pe date', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'A baza deciziile pe dovezi, nu doar pe opinii.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disciplină', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'A respecta procesele convenite, planurile și termenele.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Distracție', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'A te bucura de muncă și de oamenii alături de care o faci.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Serviciu', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'A pune pe primul loc nevoile celorlalți, din interior și din exterior.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Spirit antreprenorial',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'A observa oportunitățile și a profita de ele cu ingeniozitate.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Identificarea trăsăturilor cheie', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Evaluați cât de importantă este fiecare trăsătură personală pentru succesul în acest rol.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Curios', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Pune întrebări și vrea să înțeleagă cum funcționează lucrurile.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'De încredere', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Face ce a spus că va face, la timp.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Adaptabil', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Se adaptează calm la schimbări și la situații noi.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Atent la detalii', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Observă greșelile mici și își verifică atent munca.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proactiv', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Anticipează problemele și acționează înainte să i se ceară.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Colaborativ', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Lucrează bine cu ceilalți și împărtășește informațiile cu ușurință.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatic', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Înțelege sentimentele și punctele de vedere ale celorlalți.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Rezilient', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Își revine după eșecuri și rămâne echilibrat sub presiune.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analitic', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Descompune problemele și raționează pe baza dovezilor.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Creativ', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Generează idei originale și abordări noi.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organizat', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planifică din timp și ține munca și informațiile în ordine.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Automotivat', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Merge mai departe fără să aibă nevoie de îndrumare constantă.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Onest', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Spune adevărul și își recunoaște greșelile.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respectuos', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Se poartă politicos cu colegii, inclusiv atunci când nu sunt de acord.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Comunicator clar',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Își explică ideile clar, oral și în scris.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Bun ascultător', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Ascultă până la capăt înainte de a răspunde.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Decis', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Ia decizii la timp cu informațiile disponibile.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Răbdător', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Rămâne calm când progresul este lent și cu oamenii care au nevoie de mai mult timp.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Modest', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Împarte meritele și acceptă că poate greși.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Încrezător', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Acționează cu siguranță și își exprimă clar opiniile.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Perseverent', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Continuă să lucreze la problemele dificile până le rezolvă.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Deschis la minte', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Ia în considerare idei noi și puncte de vedere diferite de ale sale.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Calm sub presiune',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Gândește limpede când termenele sunt strânse sau lucrurile merg prost.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Responsabil', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Își asumă rezultatele, bune sau rele.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Pozitiv', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Păstrează o atitudine constructivă și ridică moralul echipei.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Conduce prin exemplu', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Îi îndrumă pe ceilalți prin propriul comportament și propriile standarde.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Ingenios', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Găsește modalități de a duce lucrurile la bun sfârșit cu mijloace limitate.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Orientat către client',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Ține cont de experiența clientului în deciziile de zi cu zi.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Dornic să învețe', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Caută feedback și învață repede abilități noi.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etic', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Cântărește ce este corect, nu doar ce este permis.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Independent', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Lucrează eficient cu puțină supraveghere.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energic', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Aduce elan și ritm în muncă.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
