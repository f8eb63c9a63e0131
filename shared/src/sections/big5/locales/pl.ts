import type { SectionLocaleFile } from '../../locale-file';

// big5 in pl: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Osobowość wg Wielkiej Piątki', source: '0746c53d49813a' },
    instructions: {
      text: 'Opisz siebie takim, jakim jesteś obecnie na co dzień, a nie takim, jakim chciałbyś być. Przeczytaj każde stwierdzenie i wybierz, na ile trafnie cię opisuje.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Zdecydowanie nietrafne', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Raczej nietrafne', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ani trafne, ani nietrafne', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Raczej trafne', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Zdecydowanie trafne', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
