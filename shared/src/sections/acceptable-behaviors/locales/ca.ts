import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in ca: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Conductes acceptables', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Per a cada situació, tria com es tractaria al lloc de treball que descrius.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Acceptable', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Mal vist', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Desaconsellat activament', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Amonestat', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Tolerància zero', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Un empleat arriba sovint 15 minuts tard, però es queda més estona per recuperar el temps.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: "Algú s'emporta material d'oficina, com ara bolígrafs i llibretes, a casa per a ús personal.",
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: "Un membre de l'equip explica a un company detalls d'una reorganització imminent abans que s'anunciï.",
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: "Un empleat accepta un regal car d'un proveïdor durant la negociació d'un contracte.",
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: "Un responsable critica la feina d'un membre de l'equip davant de tot l'equip en una reunió.",
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: "Algú presenta la idea d'un company en una reunió sense esmentar-ne l'origen.",
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: "Un empleat dedica aproximadament una hora al dia a les seves xarxes socials durant l'horari laboral.",
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: "Un membre de l'equip arrodoneix a l'alça les hores del seu full d'hores fins a la mitja jornada més propera.",
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: "Un empleat fa bromes sobre l'accent d'un company que algunes persones troben ofensives.",
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Algú se salta una revisió obligatòria de seguretat o de qualitat per complir un termini ajustat.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Un empleat fa servir una aplicació de missatgeria personal per enviar dades de clients a un company.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: "Un membre de l'equip treballa al vespre en un projecte remunerat per a una altra empresa sense dir-ho a ningú.",
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: "Algú es queixa obertament del seu responsable davant d'altres equips.",
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: "Un empleat no respon els missatges de feina enviats fora de l'horari laboral o el cap de setmana.",
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Un responsable contracta un amic íntim per a una vacant sense un procés de selecció obert.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
