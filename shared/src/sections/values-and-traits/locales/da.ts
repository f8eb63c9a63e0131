import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in da: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Fastlæg dine værdier', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Vurder, hvor vigtig hver værdi er for dig i arbejdet, fra ”Slet ikke vigtig” til ”Vigtigst”.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integritet', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'At gøre det rigtige, også når ingen ser det.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Ærlighed', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'At sige sandheden, også når nyheden er uvelkommen.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Åbenhed', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'At dele information og begrundelserne for beslutninger åbent.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Ansvarlighed', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'At stå til ansvar for resultater og holde, hvad man lover.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respekt', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'At møde ethvert menneske med værdighed og hensyn.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Tillid', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'At kunne regne med hinanden og være en, andre kan regne med.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Teamarbejde', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'At nå mere sammen, end nogen kan alene.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Samarbejde', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'At arbejde på tværs af teams og gerne dele æren.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Kundefokus', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'At tage udgangspunkt i kundernes behov og måle succes på deres resultater.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Nytænkning', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'At søge nye og bedre måder at skabe værdi på.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreativitet', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'At bidrage med originale idéer og fantasifulde løsninger.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Ekspertise', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'At holde en høj standard i arbejdet og hæve barren over tid.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kvalitet', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'At få detaljerne rigtige, så resultatet virker første gang.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'Livslang læring', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'At opbygge viden og færdigheder og lære af fejl.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Vækst', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'At hjælpe mennesker og virksomheden med at vokse i kunnen og rækkevidde.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Mangfoldighed og inklusion',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'At byde forskellige baggrunde velkommen og sikre, at alle stemmer bliver hørt.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Retfærdighed', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'At stille de samme krav til alle og træffe beslutninger ud fra fortjeneste.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empati', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'At forstå, hvordan andre har det, og handle med omtanke.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Trivsel', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'At passe på helbred, balance og et bæredygtigt arbejdstempo.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Sikkerhed', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'At beskytte mennesker mod fysisk og psykisk skade.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Ejerskab', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'At handle som en ejer: at bekymre sig om hele resultatet, ikke kun én opgave.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Initiativ', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'At handle uden at vente på at blive bedt om det.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Resultatorientering',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'At lægge kræfterne, hvor resultaterne betyder mest.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Effektivitet', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'At bruge tid, penge og kræfter klogt og fjerne spild.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Omstillingsevne', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'At omstille sig hurtigt, når fakta eller prioriteter ændrer sig.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Robusthed', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'At komme igen efter modgang og fortsætte.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Mod', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'At sige sin mening, tage velovervejede risici og udfordre det vante.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Ydmyghed', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'At indrømme, hvad vi ikke ved, og værdsætte andres bidrag.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Åben kommunikation',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'At give og modtage ærlig feedback, direkte og venligt.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Bæredygtighed', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'At tage hensyn til den langsigtede virkning på mennesker, planet og forretning.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Samfundsansvar',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'At bidrage positivt til de fællesskaber, vi arbejder i.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Pålidelighed', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'At levere stabilt, så andre kan planlægge ud fra os.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Enkelhed', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'At foretrække klare, enkle løsninger frem for komplicerede.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Selvbestemmelse', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'At have tillid til, at folk selv bestemmer, hvordan de udfører deres arbejde.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Anerkendelse', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'At lægge mærke til og fejre godt arbejde og indsats.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Begejstring', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'At bringe energi og engagement til arbejdet og missionen.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Loyalitet', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'At stå ved kolleger, kunder og organisationen over tid.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'Datadrevne beslutninger', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'At basere beslutninger på belæg frem for blot holdninger.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disciplin', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'At følge aftalte processer og overholde planer og deadlines.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Arbejdsglæde', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'At nyde arbejdet og de mennesker, vi udfører det sammen med.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Servicemindedhed', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'At sætte andres behov først, både internt og eksternt.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Iværksætterånd', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'At få øje på muligheder og udnytte dem med opfindsomhed.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Fastlæg vigtige egenskaber', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Vurder, hvor vigtig hver personlig egenskab er for at få succes i denne rolle.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Nysgerrig', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Stiller spørgsmål og vil forstå, hvordan tingene fungerer.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Pålidelig', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Gør det, vedkommende har lovet, til tiden.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Omstillingsparat', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Tilpasser sig roligt forandringer og nye situationer.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Detaljeorienteret', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Opdager små fejl og tjekker arbejdet omhyggeligt.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktiv', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Forudser problemer og handler, før nogen beder om det.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Samarbejdsvillig', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Arbejder godt sammen med andre og deler gerne information.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatisk', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Forstår andres følelser og synspunkter.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Robust', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Kommer igen efter modgang og holder humøret stabilt under pres.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analytisk', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Bryder problemer ned og ræsonnerer ud fra belæg.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Kreativ', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Kommer med originale idéer og nye tilgange.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Struktureret', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planlægger i forvejen og holder orden i arbejde og information.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Selvmotiveret', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Holder gang i arbejdet uden behov for konstant styring.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Ærlig', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Siger sandheden og indrømmer fejl.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respektfuld', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Behandler kolleger høfligt, også ved uenighed.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Klar kommunikator',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Forklarer idéer klart i tale og skrift.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'God lytter', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Lytter helt til ende, før vedkommende svarer.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Beslutsom', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Træffer beslutninger i tide med de oplysninger, der er.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Tålmodig', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Bevarer roen, når det går langsomt, og med folk, der har brug for mere tid.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Ydmyg', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Deler æren og er åben for at tage fejl.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Selvsikker', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Handler med sikkerhed og fremfører sine synspunkter klart.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Vedholdende', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Bliver ved med svære problemer, til de er løst.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Åbensindet', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Overvejer nye idéer og synspunkter, der adskiller sig fra ens egne.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Rolig under pres',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Tænker klart, når deadlines er stramme, eller noget går galt.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Ansvarsbevidst', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Tager ansvar for resultater, gode som dårlige.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positiv', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Har en konstruktiv indstilling og løfter teamet.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'Går foran med et godt eksempel',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Leder andre gennem sin egen adfærd og sine egne standarder.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Opfindsom', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Finder måder at få ting gjort med begrænsede midler.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Kundeorienteret', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Tænker på kundens oplevelse i hverdagens beslutninger.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Lærenem', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Søger feedback og lærer hurtigt nye færdigheder.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etisk', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Overvejer, hvad der er rigtigt, ikke kun hvad der er tilladt.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Selvstændig', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Arbejder effektivt med lidt opsyn.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energisk', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Bringer drive og tempo ind i arbejdet.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
