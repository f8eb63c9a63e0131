import type { SectionLocaleFile } from '../../locale-file';

// human_skills in ca: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Habilitats humanes', source: '110b58b71f8792' },
    instructions: {
      text: 'Respon cada pregunta amb les teves paraules. No hi ha una única resposta correcta; ens fixem en com penses i et comuniques.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Un projecte que lideres anirà amb dues setmanes de retard perquè un proveïdor no ha lliurat. Escriu el correu al client explicant el retard, el seu impacte i què passarà a continuació.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: "El teu equip passarà de les reunions setmanals de seguiment a una actualització setmanal per escrit. Escriu un missatge breu a l'equip anunciant el canvi, per què es fa i què necessites d'ells.",
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: "Un company a qui no van ascendir s'ha tornat callat i distant a les reunions. Què diries o faries, i per què?",
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Un client de fa anys truca enfadat perquè un error de facturació li ha cobrat dues vegades. Descriu com gestionaries la conversa.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: "La primera setmana en un equip nou, t'adones que dos membres veterans gairebé no es parlen i que les decisions s'encallen contínuament. Què observes i què fas?",
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: "Estàs fent una presentació a la direcció i t'adones que miren el mòbil i que la reunió s'allarga més del previst. Com t'adaptes?",
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: "Les vendes van caure un 20% el mes passat. Un responsable diu que la culpa és del web nou. Com comprovaries aquesta afirmació abans d'actuar-hi?",
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Has de triar entre un proveïdor més barat amb opinions diverses i un de més car que el teu equip coneix bé. Explica com decidiries i quina informació necessitaries.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Comunicació escrita', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatia', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Consciència situacional', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Pensament crític', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
