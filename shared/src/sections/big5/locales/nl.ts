import type { SectionLocaleFile } from '../../locale-file';

// big5 in nl: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Big Five-persoonlijkheid', source: '0746c53d49813a' },
    instructions: {
      text: 'Beschrijf uzelf zoals u nu over het algemeen bent, niet zoals u zou willen zijn. Lees elke uitspraak en kies hoe goed die u beschrijft.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Zeer onjuist', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Enigszins onjuist', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Niet juist en niet onjuist', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Enigszins juist', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Zeer juist', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
