import type { SectionLocaleFile } from '../../locale-file';

// big5 in tr: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Beş Faktör kişilik', source: '0746c53d49813a' },
    instructions: {
      text: 'Kendinizi olmak istediğiniz gibi değil, şu anda genel olarak olduğunuz gibi tanımlayın. Her ifadeyi okuyun ve sizi ne kadar doğru tanımladığını seçin.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Hiç doğru değil', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Pek doğru değil', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ne doğru ne yanlış', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Kısmen doğru', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Tamamen doğru', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
