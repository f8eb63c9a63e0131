import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in ss: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kutiphatsa lokwemukelekako', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Kuleso naleso simo, khetsa kutsi bekungatsatfwa njani endzaweni yemsebenti loyichazako.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Kuyemukeleka', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Akwamukelwa kahle', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Kuyavinjelwa', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Kuholela ekusolweni', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Akubeketeleleki nakancane', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Sisebenti sihlala sifika sephuze ngemaminitsi la-15 kodvwa sihlala sikhatsi lesidze kute sibuyisele sikhatsi.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Lotsite utsatsa tintfo tasehhovisi, njengemapeni nemabhuku ekubhala, atiyise ekhaya kutisebentisela yena.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Lilunga lelicembu litjela lozakwabo ngemininingwane yekuhlelwa kabusha lokutako kungakamenyetelwa.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Sisebenti semukela sipho lesidulile kumhlinzeki ngesikhatsi sekuchumana ngesivumelwano.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Umphatsi ugcoka umsebenti welilunga lelicembu embikwelicembu lonkhe emhlanganweni.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Lotsite wetfula umbono walozakwabo emhlanganweni angasho kutsi uvelaphi.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Sisebenti sichitsa lihora linye ngelilanga etinkundleni tekuchumana temphakatsi ngesikhatsi semsebenti.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Lilunga lelicembu lengeta emahora kulishidi lesikhatsi kuze kube sigamu selilanga lesisondzele.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Sisebenti senta emahlaya ngendlela lozakwaso lakhuluma ngayo lokunye bantfu lababona kuhlambalata.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Lotsite weca kuhlolwa lokuphoceleleko kwekuphepha nobe kwenchubo kute afinyelele lilanga lekugcina lelisondzele.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Sisebenti sisebentisa luhlelo lwaso lwemilayeto kutfumela lwati lwemakhasimende kulozakwaso.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Lilunga lelicembu lisebenta ebusuku kuphrojekthi lekhokhelwako yelinye libhizinisi lingatjeli muntfu.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Lotsite ukhalaza ebaleni ngemphatsi wakhe kulamanye emacembu.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Sisebenti asiphendvuli imilayeto yemsebenti letfunyelwa ngemuva kwemahora emsebenti nobe ngemaphelaviki.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Umphatsi uchasha umngani wakhe losondzelene esikhundleni lesivulekile ngaphandle kwenchubo yekuncintisana.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
