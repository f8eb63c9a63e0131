import type { SectionLocaleFile } from '../../locale-file';

// big5 in fi: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Big Five -persoonallisuus', source: '0746c53d49813a' },
    instructions: {
      text: 'Kuvaile itseäsi sellaisena kuin yleensä nyt olet, älä sellaisena kuin haluaisit olla. Lue jokainen väittämä ja valitse, kuinka hyvin se kuvaa sinua.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Ei pidä lainkaan paikkaansa', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Ei juurikaan pidä paikkaansa', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Pitää osittain paikkansa, osittain ei', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Pitää jokseenkin paikkansa', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Pitää täysin paikkansa', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
