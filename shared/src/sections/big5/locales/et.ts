import type { SectionLocaleFile } from '../../locale-file';

// big5 in et: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Isiksus viiefaktorilise mudeli järgi', source: '0746c53d49813a' },
    instructions: {
      text: 'Kirjeldage ennast sellisena, nagu te praegu üldiselt olete, mitte sellisena, nagu sooviksite olla. Lugege iga väidet ja valige, kui täpselt see teid kirjeldab.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Väga ebatäpne', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Pigem ebatäpne', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ei täpne ega ebatäpne', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Pigem täpne', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Väga täpne', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
