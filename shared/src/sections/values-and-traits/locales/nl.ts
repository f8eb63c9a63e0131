import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in nl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Je waarden bepalen', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Geef aan hoe belangrijk elke waarde voor jou is op het werk, van ‘Helemaal niet belangrijk’ tot ‘Het belangrijkst’.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integriteit', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Het juiste doen, ook als niemand kijkt.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Eerlijkheid', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'De waarheid vertellen, ook als het nieuws niet welkom is.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparantie', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Informatie en de redenen achter besluiten open delen.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Verantwoording', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Verantwoordelijkheid nemen voor resultaten en afspraken nakomen.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respect', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Iedereen met waardigheid en consideratie behandelen.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Vertrouwen', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Op elkaar rekenen en iemand zijn op wie anderen kunnen rekenen.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Teamwerk', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Samen meer bereiken dan één persoon alleen zou kunnen.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Samenwerking', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Over teamgrenzen heen werken en de eer graag delen.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Klantgerichtheid', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Uitgaan van wat klanten nodig hebben en succes afmeten aan hun resultaten.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innovatie', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Zoeken naar nieuwe en betere manieren om waarde te creëren.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Creativiteit', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Originele ideeën en fantasierijke oplossingen aandragen.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Uitmuntendheid', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Werk op een hoog niveau houden en de lat steeds hoger leggen.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kwaliteit', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'De details goed doen, zodat het resultaat in één keer werkt.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'Continu leren', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Vaardigheden en kennis opbouwen en leren van fouten.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Groei', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Mensen en de organisatie helpen groeien in kunnen en bereik.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Diversiteit en inclusie',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Verschillende achtergronden verwelkomen en zorgen dat elke stem gehoord wordt.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Rechtvaardigheid', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Voor iedereen dezelfde maatstaven hanteren en op basis van verdienste beslissen.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empathie', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Begrijpen hoe anderen zich voelen en met zorg handelen.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Welzijn', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Zorgen voor gezondheid, balans en een duurzaam werktempo.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Veiligheid', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Mensen beschermen tegen lichamelijke en psychische schade.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Eigenaarschap', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Handelen als een eigenaar: je bekommeren om het hele resultaat, niet alleen om één taak.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Initiatief', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Actie ondernemen zonder te wachten tot het gevraagd wordt.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Resultaatgerichtheid',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Inspanning richten op de resultaten die het meest tellen.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Efficiëntie', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Tijd, geld en moeite verstandig inzetten; verspilling wegnemen.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Wendbaarheid', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Snel bijsturen als feiten of prioriteiten veranderen.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Veerkracht', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Herstellen van tegenslagen en doorgaan.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Moed', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Je uitspreken, weloverwogen risico’s nemen en de gevestigde orde ter discussie stellen.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Bescheidenheid', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Toegeven wat we niet weten en de bijdragen van anderen waarderen.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Open communicatie',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Eerlijke feedback geven en ontvangen, direct en vriendelijk.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Duurzaamheid', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Rekening houden met het langetermijneffect op mensen, planeet en organisatie.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Maatschappelijke verantwoordelijkheid',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Positief bijdragen aan de gemeenschappen waarin we werken.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Betrouwbaarheid', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Consequent leveren, zodat anderen op ons kunnen plannen.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Eenvoud', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Duidelijke, eenvoudige oplossingen verkiezen boven ingewikkelde.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomie', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Mensen vertrouwen om zelf te bepalen hoe ze hun werk doen.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Erkenning', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Goed werk en inzet opmerken en vieren.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Passie', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Energie en enthousiasme meebrengen voor het werk en de missie.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Loyaliteit', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Collega’s, klanten en de organisatie blijvend steunen.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Datagedreven beslissingen',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Beslissingen baseren op bewijs in plaats van alleen op meningen.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Discipline', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Afgesproken processen volgen en je aan plannen en deadlines houden.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Plezier', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Genieten van het werk en van de mensen met wie we het doen.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Dienstbaarheid', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'De behoeften van anderen, binnen en buiten, vooropstellen.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Ondernemerschap', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Kansen zien en er vindingrijk op inspelen.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Belangrijke eigenschappen bepalen', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Geef aan hoe belangrijk elke persoonlijke eigenschap is voor succes in deze functie.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Nieuwsgierig', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Stelt vragen en wil begrijpen hoe dingen werken.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Betrouwbaar', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Doet wat hij of zij heeft toegezegd, op tijd.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Flexibel', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Past zich kalm aan veranderingen en nieuwe situaties aan.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Nauwkeurig', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Ziet kleine fouten en controleert werk zorgvuldig.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proactief', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Ziet problemen aankomen en handelt voordat iemand erom vraagt.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': {
      text: 'Samenwerkingsgericht',
      source: '19a2af78cc0354',
    },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Werkt goed met anderen samen en deelt graag informatie.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empathisch', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Begrijpt de gevoelens en standpunten van anderen.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Veerkrachtig', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Herstelt van tegenslagen en blijft stabiel onder druk.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analytisch', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Deelt problemen op en redeneert vanuit bewijs.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Creatief', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Bedenkt originele ideeën en nieuwe benaderingen.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Georganiseerd', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Plant vooruit en houdt werk en informatie op orde.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Zelfgemotiveerd', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Gaat door zonder voortdurend aansturing nodig te hebben.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Eerlijk', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Vertelt de waarheid en geeft fouten toe.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respectvol', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Behandelt collega’s hoffelijk, ook bij meningsverschillen.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Heldere communicator',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Legt ideeën duidelijk uit, mondeling en schriftelijk.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Goede luisteraar', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Luistert volledig voordat hij of zij reageert.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Besluitvaardig', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Neemt tijdig beslissingen met de beschikbare informatie.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Geduldig', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Blijft kalm bij trage voortgang en bij mensen die meer tijd nodig hebben.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Bescheiden', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Deelt de eer en staat open voor ongelijk krijgen.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Zelfverzekerd', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Treedt zelfverzekerd op en brengt standpunten helder naar voren.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Volhardend', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Blijft werken aan lastige problemen tot ze zijn opgelost.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Ruimdenkend', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Staat open voor nieuwe ideeën en andere standpunten dan de eigen.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Kalm onder druk',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Denkt helder als deadlines krap zijn of er iets misgaat.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Verantwoordelijk', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Neemt verantwoordelijkheid voor resultaten, goed of slecht.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positief', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Houdt een constructieve houding en tilt het team op.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'Geeft het goede voorbeeld',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Stuurt anderen door het eigen gedrag en de eigen normen.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Vindingrijk', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Vindt manieren om dingen gedaan te krijgen met beperkte middelen.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Klantbewust', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Houdt bij dagelijkse beslissingen rekening met de klantervaring.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Leergierig', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Vraagt om feedback en leert snel nieuwe vaardigheden.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Ethisch', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Weegt af wat juist is, niet alleen wat is toegestaan.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Zelfstandig', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Werkt effectief met weinig toezicht.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energiek', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Brengt vaart en tempo in het werk.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
