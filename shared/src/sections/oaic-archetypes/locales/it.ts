import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in it: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Profilo culturale', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Per ogni tema, distribuisci 100 punti tra le quattro affermazioni in base a quanto ciascuna descrive l’organizzazione. Assegna più punti all’affermazione più adatta.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Com’è oggi', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Come vorremmo che fosse', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Collaborare', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Centrata sulle persone e unita. Il successo nasce da impegno, crescita e lavoro di squadra.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Creare', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Inventiva e rapida. Il successo nasce da idee nuove, sperimentazione ed essere i primi.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Competere', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Orientata ai risultati e ambiziosa. Il successo nasce dal raggiungere gli obiettivi e vincere sul mercato.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Controllare', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Strutturata e affidabile. Il successo nasce da processi chiari, efficienza e coerenza.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Priorità strategiche', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Dove concentra i suoi sforzi l’organizzazione per il futuro?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Investire nelle persone: sviluppare competenze, mantenere alta la fiducia e far sentire tutti parte del team.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Trovare la prossima opportunità: nuove offerte, nuovi mercati e lezioni rapide dagli esperimenti.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Superare i concorrenti: aumentare la quota, vincere contratti e battere obiettivi misurabili.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Funzionare senza intoppi: costi prevedibili, consegne costanti e poche sorprese.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Ciò che ci tiene uniti', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Che cosa mantiene le persone legate all’organizzazione?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'La lealtà reciproca e un senso di appartenenza condiviso.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'L’entusiasmo di costruire qualcosa di nuovo prima di chiunque altro.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Una spinta comune a vincere e a ottenere risultati.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Regole chiare, procedure concordate e routine affidabili.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Il carattere quotidiano', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Com’è lavorare qui giorno dopo giorno?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Vicino e solidale: le persone condividono apertamente e si sostengono a vicenda.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Vivace e sperimentale: le persone provano, rischiano e accettano le false partenze.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intenso e orientato alla prestazione: le persone sono giudicate per ciò che ottengono.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Ordinato e ben definito: il lavoro segue processi stabiliti e le aspettative sono chiare.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Come vengono gestite le persone', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Come gestisce e tratta i propri collaboratori l’organizzazione?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Coinvolgendoli: le decisioni vengono discusse e prese insieme.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Dando loro la libertà di prendere l’iniziativa e di portare avanti le proprie idee.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Fissando obiettivi impegnativi e premiando chi li raggiunge.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Offrendo ruoli stabili, regole eque e un trattamento coerente.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Come si misura il successo', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Che cosa considera un successo l’organizzazione?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Persone coinvolte che crescono, lavorano bene insieme e restano.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Lanciare prodotti o servizi nuovi e all’avanguardia nel settore.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Guidare il mercato, vendere più dei concorrenti e far crescere il fatturato.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Consegne affidabili e puntuali, a basso costo e con pochi errori.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Stile di leadership', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Come sono, in generale, i leader dell’organizzazione?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coach e mentori che aiutano le persone a crescere.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visionari che incoraggiano idee audaci e rischi calcolati.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Realizzatori instancabili concentrati su obiettivi e vittorie.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organizzatori e coordinatori che fanno funzionare tutto senza intoppi.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
