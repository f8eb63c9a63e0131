import type { SectionLocaleFile } from '../../locale-file';

// big5 in ss: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'Buntfu ngekwe-Big Five', source: '0746c53d49813a' },
    instructions: {
      text: 'Tichaze njengobe ujwayele kuba nyalo, hhayi njengobe ufisa kuba. Fundza umusho ngamunye bese ukhetsa kutsi ukuchaza kahle kangakanani.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'Angivumi neze', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'Angivumi', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'Ngisemkhatsini', source: '035256d15feaa2' },
    'scale.3.label': { text: 'Ngiyavuma', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'Ngiyavuma kakhulu', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
