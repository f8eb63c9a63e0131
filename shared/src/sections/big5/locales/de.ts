import type { SectionLocaleFile } from '../../locale-file';

// big5 in de: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Big-Five-Persönlichkeit', source: '0746c53d49813a' },
    instructions: {
      text: 'Beschreiben Sie sich so, wie Sie im Allgemeinen jetzt sind, nicht so, wie Sie gern wären. Lesen Sie jede Aussage und wählen Sie, wie zutreffend sie Sie beschreibt.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Sehr unzutreffend', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Eher unzutreffend', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Weder zutreffend noch unzutreffend', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Eher zutreffend', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Sehr zutreffend', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
