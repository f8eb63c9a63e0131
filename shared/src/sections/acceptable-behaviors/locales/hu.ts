import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in hu: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Elfogadható viselkedés', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Minden helyzetnél válassza ki, hogyan kezelnék azt az Ön által leírt munkahelyen.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Elfogadható', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Rosszallják', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Kifejezetten kerülendő', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Figyelmeztetést von maga után', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Zéró tolerancia', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Egy munkavállaló rendszeresen 15 percet késik, de tovább marad, hogy ledolgozza az időt.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Valaki irodaszereket, például tollakat és jegyzetfüzeteket, hazavisz személyes használatra.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Egy csapattag a bejelentés előtt megosztja egy kollégával a közelgő átszervezés részleteit.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Egy munkavállaló drága ajándékot fogad el egy beszállítótól a szerződéses tárgyalások alatt.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Egy vezető az egész csapat előtt, egy megbeszélésen kritizálja egy csapattag munkáját.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Valaki egy megbeszélésen egy kolléga ötletét mutatja be anélkül, hogy megemlítené, kitől származik.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Egy munkavállaló munkaidőben naponta körülbelül egy órát tölt a személyes közösségi médiájával.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Egy csapattag a munkaidő-nyilvántartásában felfelé kerekíti az órákat a legközelebbi fél napra.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Egy munkavállaló viccelődik egy kolléga akcentusán, amit egyesek sértőnek találnak.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Valaki kihagy egy kötelező biztonsági vagy minőségellenőrzést, hogy tartsa a szoros határidőt.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Egy munkavállaló személyes üzenetküldő alkalmazáson keresztül küld ügyféladatokat egy kollégának.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Egy csapattag esténként fizetett mellékprojekten dolgozik egy másik cégnek, anélkül, hogy bárkinek szólna.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Valaki nyíltan panaszkodik a vezetőjére más csapatoknak.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Egy munkavállaló nem válaszol a munkaidőn túl vagy hétvégén küldött munkahelyi üzenetekre.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Egy vezető egy közeli barátját veszi fel egy nyitott pozícióra, versenyeztetés nélkül.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
