import type { SectionLocaleFile } from '../../locale-file';

// big5 in hy: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Անհատականություն՝ «Մեծ հնգյակ» մոդելով', source: '0746c53d49813a' },
    instructions: {
      text: 'Նկարագրեք Ձեզ այնպես, ինչպիսին հիմա ընդհանուր առմամբ եք, և ոչ այնպես, ինչպիսին կցանկանայիք լինել։ Կարդացեք յուրաքանչյուր պնդում և ընտրեք, թե որքան ճշգրիտ է այն Ձեզ նկարագրում։',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Շատ անճշգրիտ', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Որոշ չափով անճշգրիտ', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ո՛չ ճշգրիտ, ո՛չ անճշգրիտ', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Որոշ չափով ճշգրիտ', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Շատ ճշգրիտ', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
