import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in et: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Vastuvõetav käitumine', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Valige iga olukorra puhul, kuidas seda käsitletaks töökohal, mida te kirjeldate.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Vastuvõetav', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Taunitud', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Aktiivselt välditud', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Toob kaasa noomituse', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Nulltolerants', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Töötaja jõuab regulaarselt 15 minutit hiljem, kuid jääb aja tasa tegemiseks kauemaks.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Keegi viib kontoritarbeid, näiteks pastakaid ja märkmikke, isiklikuks kasutamiseks koju.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Meeskonnaliige jagab kolleegiga eelseisva ümberkorralduse üksikasju enne selle väljakuulutamist.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Töötaja võtab lepinguläbirääkimiste ajal tarnijalt vastu kalli kingituse.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Juht kritiseerib koosolekul kogu meeskonna ees ühe meeskonnaliikme tööd.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Keegi esitleb koosolekul kolleegi ideed, mainimata, kust see pärit on.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Töötaja veedab tööajal umbes tunni päevas isiklikus sotsiaalmeedias.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Meeskonnaliige ümardab tööajatabelis tunnid üles lähima pooliku päevani.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Töötaja teeb kolleegi aktsendi üle nalja viisil, mida mõned peavad solvavaks.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Keegi jätab kohustusliku ohutus- või kvaliteedikontrolli vahele, et pingelisest tähtajast kinni pidada.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Töötaja saadab kolleegile kliendiandmeid isikliku sõnumirakenduse kaudu.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Meeskonnaliige teeb õhtuti teisele ettevõttele tasulist kõrvalprojekti, kellelegi sellest rääkimata.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Keegi kaebab teistele meeskondadele avalikult oma juhi üle.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Töötaja ei vasta tööalastele sõnumitele, mis saadetakse pärast tööaega või nädalavahetusel.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Juht võtab vabale ametikohale tööle lähedase sõbra ilma konkursita.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
