import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in da: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kulturprofil', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Fordel for hvert emne 100 point mellem de fire udsagn efter, hvor godt hvert af dem beskriver organisationen. Giv flest point til det udsagn, der passer bedst.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Sådan er det i dag', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Sådan vil vi gerne have det', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Samarbejde', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Menneskecentreret og sammentømret. Succes kommer af engagement, udvikling og teamarbejde.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Skabe', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Opfindsom og hurtig. Succes kommer af nye idéer, eksperimenter og at være først.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Konkurrere', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Resultatorienteret og ambitiøs. Succes kommer af at nå mål og vinde på markedet.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontrollere', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Struktureret og pålidelig. Succes kommer af klare processer, effektivitet og konsekvens.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strategiske prioriteter', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Hvor lægger organisationen sine kræfter med henblik på fremtiden?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'At investere i mennesker: opbygge kompetencer, holde tilliden høj og få alle til at føle sig som en del af teamet.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'At finde den næste mulighed: nye tilbud, nye markeder og hurtig læring fra eksperimenter.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'At overgå konkurrenterne: øge markedsandelen, vinde aftaler og slå målbare mål.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'At alt kører gnidningsfrit: forudsigelige omkostninger, stabile leverancer og få overraskelser.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Det, der binder os sammen', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Hvad får folk til at forblive engagerede i organisationen?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Loyalitet over for hinanden og en fælles følelse af at høre til.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Spændingen ved at bygge noget nyt før alle andre.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'En fælles vilje til at vinde og levere resultater.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Klare regler, aftalte procedurer og pålidelige rutiner.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Hverdagens karakter', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Hvordan føles det at arbejde her dag efter dag?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Tæt og støttende: folk deler åbent og passer på hinanden.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Livligt og eksperimenterende: folk prøver ting af, tager chancer og accepterer fejlstarter.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intenst og præstationsorienteret: folk bliver bedømt på, hvad de opnår.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Ordentligt og veldefineret: arbejdet følger faste processer, og forventningerne er klare.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Hvordan mennesker ledes', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Hvordan leder og behandler organisationen sine medarbejdere?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Ved at inddrage dem: beslutninger drøftes og træffes i fællesskab.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Ved at give dem frihed til at tage initiativ og eje deres idéer.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Ved at sætte krævende mål og belønne dem, der når dem.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Ved at tilbyde stabile roller, retfærdige regler og ensartet behandling.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Hvordan succes måles', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Hvad regner organisationen for succes?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Engagerede mennesker, der udvikler sig, samarbejder godt og bliver.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'At lancere produkter eller tjenester, der er nye og foran resten af branchen.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'At føre markedet, sælge mere end konkurrenterne og øge omsætningen.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Pålidelige leverancer til tiden, med lave omkostninger og få fejl.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Ledelsesstil', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Hvordan er organisationens ledere generelt?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coaches og mentorer, der hjælper folk med at udvikle sig.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visionære, der opmuntrer til dristige idéer og kalkulerede risici.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Handlekraftige præstationsmennesker med fokus på mål og sejre.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organisatorer og koordinatorer, der får alt til at køre gnidningsfrit.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
