import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in ro: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Profilul culturii', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Pentru fiecare temă, împărțiți 100 de puncte între cele patru afirmații, în funcție de cât de bine descrie fiecare organizația. Acordați mai multe puncte afirmației care se potrivește cel mai bine.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Cum este astăzi', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Cum ne dorim să fie', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Colaborare', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Centrată pe oameni și unită. Succesul vine din implicare, dezvoltare și lucru în echipă.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Creație', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Inventivă și rapidă. Succesul vine din idei noi, experimente și din a fi primii.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Competiție', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Orientată spre rezultate și ambițioasă. Succesul vine din atingerea țintelor și câștigarea pieței.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Control', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Structurată și de încredere. Succesul vine din procese clare, eficiență și consecvență.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Priorități strategice', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'În ce își investește organizația efortul pentru viitor?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'În oameni: dezvoltarea abilităților, menținerea unui nivel ridicat de încredere și sentimentul fiecăruia că face parte din echipă.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'În găsirea următoarei oportunități: oferte noi, piețe noi și lecții rapide din experimente.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'În depășirea concurenților: creșterea cotei de piață, câștigarea contractelor și depășirea țintelor măsurabile.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'În funcționarea fără probleme: costuri previzibile, livrare constantă și puține surprize.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Ce ne ține împreună', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Ce îi face pe oameni să rămână atașați de organizație?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Loialitatea unii față de alții și sentimentul comun de apartenență.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Entuziasmul de a construi ceva nou înaintea tuturor.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Dorința comună de a câștiga și de a obține rezultate.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Reguli clare, proceduri convenite și rutine de încredere.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Caracterul de zi cu zi', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Cum este să lucrezi aici zi de zi?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Apropiat și susținător: oamenii împărtășesc deschis și au grijă unii de alții.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Dinamic și experimental: oamenii încearcă lucruri, își asumă riscuri și acceptă începuturile ratate.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intens și orientat spre performanță: oamenii sunt judecați după ce realizează.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Ordonat și bine definit: munca urmează procese stabilite, iar așteptările sunt clare.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Cum sunt conduși oamenii', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Cum își conduce și își tratează organizația oamenii?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Implicându-i: deciziile sunt discutate și luate împreună.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Oferindu-le libertatea de a lua inițiativa și de a-și asuma propriile idei.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Stabilind obiective exigente și recompensându-i pe cei care le ating.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Oferind roluri stabile, reguli corecte și un tratament consecvent.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Cum se măsoară succesul', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Ce consideră organizația a fi succes?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Oameni implicați care se dezvoltă, colaborează bine și rămân.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Lansarea de produse sau servicii noi, înaintea celorlalți din domeniu.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Conducerea pieței, vânzări mai mari decât ale concurenților și venituri în creștere.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Livrare fiabilă, la timp, cu costuri mici și puține erori.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Stilul de conducere', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Cum sunt, în general, liderii organizației?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coachi și mentori care îi ajută pe oameni să se dezvolte.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Vizionari care încurajează ideile îndrăznețe și riscurile calculate.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Oameni foarte ambițioși, concentrați pe ținte și pe câștig.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organizatori și coordonatori care asigură buna funcționare a lucrurilor.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
