import type { SectionLocaleFile } from '../../locale-file';

// big5 in he: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'אישיות לפי חמשת הגדולים', source: '0746c53d49813a' },
    instructions: {
      text: 'תארו את עצמכם כפי שאתם בדרך כלל כיום, לא כפי שהייתם רוצים להיות. קראו כל היגד ובחרו עד כמה הוא מתאר אתכם במדויק.',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'מאוד לא מדויק', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'די לא מדויק', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'לא מדויק ולא שגוי', source: '035256d15feaa2' },
    'scale.3.label': { text: 'די מדויק', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'מדויק מאוד', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
