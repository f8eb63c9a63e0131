import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in ca: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Perfil de cultura', source: '1fa5ef776627e7' },
    instructions: {
      text: "Per a cada tema, reparteix 100 punts entre les quatre afirmacions segons com descriu cadascuna l'organització. Dona més punts a l'afirmació que hi encaixa millor.",
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Com és avui', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Com volem que sigui', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Col·laborar', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: "Centrada en les persones i cohesionada. L'èxit ve del compromís, el desenvolupament i el treball en equip.",
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Crear', source: '017309f0f9f564' },
    'types.create.description': {
      text: "Inventiva i àgil. L'èxit ve de les idees noves, els experiments i ser els primers.",
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Competir', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: "Orientada als resultats i ambiciosa. L'èxit ve d'assolir els objectius i guanyar al mercat.",
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Controlar', source: '05a289608909dd' },
    'types.control.description': {
      text: "Estructurada i fiable. L'èxit ve de processos clars, l'eficiència i la coherència.",
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Prioritats estratègiques', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: "On posa l'esforç l'organització de cara al futur?",
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: "En les persones: desenvolupar habilitats, mantenir una confiança alta i fer que tothom se senti part de l'equip.",
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'A trobar la propera oportunitat: ofertes noves, mercats nous i aprenentatges ràpids dels experiments.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'A superar la competència: guanyar quota, aconseguir contractes i superar objectius mesurables.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'A funcionar sense sotracs: costos previsibles, lliuraments constants i poques sorpreses.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Què ens manté units', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: "Què fa que les persones estiguin compromeses amb l'organització?",
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'La lleialtat mútua i un sentiment compartit de pertinença.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: "L'emoció de construir alguna cosa nova abans que ningú.",
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Unes ganes compartides de guanyar i aconseguir resultats.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Normes clares, procediments acordats i rutines fiables.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Caràcter del dia a dia', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Com és treballar aquí dia a dia?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Proper i solidari: la gent comparteix obertament i es cuida mútuament.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: "Viu i experimental: la gent prova coses, s'arrisca i accepta els inicis fallits.",
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intens i orientat al rendiment: la gent és valorada pel que aconsegueix.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Ordenat i ben definit: la feina segueix processos establerts i les expectatives són clares.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Com es gestiona les persones', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: "Com gestiona i tracta l'organització el seu personal?",
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Implicant-les: les decisions es parlen i es prenen conjuntament.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Donant-los llibertat per prendre la iniciativa i fer seves les seves idees.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Fixant objectius exigents i recompensant els qui els assoleixen.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Oferint rols estables, normes justes i un tracte coherent.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: "Com es mesura l'èxit", source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: "Què considera èxit l'organització?", source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Persones compromeses que creixen, treballen bé juntes i es queden.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Llançar productes o serveis nous i per davant del sector.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Liderar el mercat, vendre més que la competència i fer créixer els ingressos.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Lliuraments fiables i puntuals, amb costos baixos i pocs errors.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Estil de lideratge', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: "Com són en general els líders de l'organització?",
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coachs i mentors que ajuden les persones a desenvolupar-se.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visionaris que encoratgen les idees agosarades i els riscos calculats.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Persones molt exigents centrades en els objectius i a guanyar.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organitzadors i coordinadors que fan que tot funcioni sense problemes.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
