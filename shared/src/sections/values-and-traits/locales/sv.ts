import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in sv: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Definiera dina värderingar', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Bedöm hur viktig varje värdering är för dig i arbetet, från ”Inte alls viktig” till ”Viktigast”.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integritet', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Att göra det rätta, även när ingen ser på.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Ärlighet', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Att säga som det är, även när nyheten är ovälkommen.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Öppenhet', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Att öppet dela information och skälen bakom beslut.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Ansvarstagande', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Att ta ansvar för resultat och hålla det man lovat.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respekt', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Att bemöta varje människa med värdighet och hänsyn.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Tillit', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Att lita på varandra och vara någon andra kan lita på.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Lagarbete', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Att tillsammans åstadkomma mer än någon kan ensam.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Samarbete', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Att arbeta över teamgränser och gärna dela på äran.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Kundfokus', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Att utgå från kundernas behov och mäta framgång i deras resultat.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innovation', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Att söka nya och bättre sätt att skapa värde.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreativitet', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Att bidra med originella idéer och fantasifulla lösningar.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Förträfflighet', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Att hålla en hög standard i arbetet och höja ribban över tid.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kvalitet', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Att få detaljerna rätt så att resultatet fungerar första gången.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Ständigt lärande',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Att bygga kunskap och färdigheter och lära av misstag.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Tillväxt', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Att hjälpa människor och verksamheten att växa i förmåga och räckvidd.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Mångfald och inkludering',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Att välkomna olika bakgrunder och se till att varje röst blir hörd.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Rättvisa', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Att tillämpa samma krav på alla och besluta utifrån förtjänst.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empati', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Att förstå hur andra känner och handla med omtanke.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Välmående', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Att värna om hälsa, balans och en hållbar arbetstakt.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Säkerhet', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Att skydda människor från fysisk och psykisk skada.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Ägarskap', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Att agera som en ägare: bry sig om hela resultatet, inte bara en uppgift.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Initiativförmåga', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Att agera utan att vänta på att bli ombedd.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Resultatinriktning',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Att lägga kraften på de resultat som betyder mest.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Effektivitet', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Att använda tid, pengar och möda klokt och ta bort slöseri.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Smidighet', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Att snabbt ställa om när fakta eller prioriteringar ändras.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Motståndskraft', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Att återhämta sig efter motgångar och fortsätta framåt.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Mod', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Att säga sin mening, ta genomtänkta risker och ifrågasätta invanda mönster.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Ödmjukhet', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Att erkänna det vi inte vet och värdesätta andras bidrag.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Öppen kommunikation',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Att ge och ta emot uppriktig återkoppling, rakt och vänligt.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Hållbarhet', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Att ta hänsyn till den långsiktiga påverkan på människor, planet och verksamhet.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Socialt ansvar',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Att bidra positivt till de samhällen vi verkar i.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Pålitlighet', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Att leverera jämnt så att andra kan planera utifrån oss.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Enkelhet', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Att föredra tydliga, enkla lösningar framför krångliga.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Självständighet', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Att lita på att människor själva bestämmer hur de gör sitt arbete.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Uppskattning', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Att lägga märke till och fira bra arbete och insatser.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Passion', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Att tillföra energi och entusiasm till arbetet och uppdraget.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lojalitet', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Att stå vid kollegors, kunders och organisationens sida över tid.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'Datadrivna beslut', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Att grunda beslut på belägg snarare än enbart åsikter.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disciplin', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Att följa överenskomna processer och hålla planer och tidsfrister.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Glädje', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Att trivas med arbetet och med människorna vi gör det med.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Service', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Att sätta andras behov främst, både internt och externt.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Entreprenörsanda', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Att upptäcka möjligheter och ta vara på dem med påhittighet.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Identifiera viktiga egenskaper', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Bedöm hur viktig varje personlig egenskap är för att lyckas i den här rollen.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Nyfiken', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Ställer frågor och vill förstå hur saker fungerar.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Pålitlig', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Gör det den lovat, i tid.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Anpassningsbar', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Anpassar sig lugnt till förändringar och nya situationer.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Noggrann', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Upptäcker små fel och kontrollerar arbetet omsorgsfullt.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktiv', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Förutser problem och agerar innan någon ber om det.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Samarbetsinriktad', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Arbetar bra med andra och delar gärna information.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatisk', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Förstår andras känslor och synsätt.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Motståndskraftig', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Återhämtar sig efter motgångar och håller humöret stabilt under press.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analytisk', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Bryter ner problem och resonerar utifrån belägg.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Kreativ', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Tar fram originella idéer och nya angreppssätt.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Strukturerad', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planerar i förväg och håller ordning på arbete och information.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Självgående', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Håller igång utan att behöva ständig styrning.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Ärlig', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Säger sanningen och erkänner misstag.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respektfull', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Bemöter kollegor artigt, även vid oenighet.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Tydlig kommunikatör',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Förklarar idéer tydligt i tal och skrift.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'God lyssnare', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Lyssnar klart innan den svarar.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Beslutsam', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Fattar beslut i tid med den information som finns.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Tålmodig', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Håller sig lugn när det går långsamt och med människor som behöver mer tid.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Ödmjuk', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Delar på äran och är öppen för att ha fel.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Självsäker', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Agerar med säkerhet och framför sina åsikter tydligt.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Uthållig', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Fortsätter arbeta med svåra problem tills de är lösta.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Öppensinnad', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Tar ställning till nya idéer och synsätt som skiljer sig från de egna.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Lugn under press',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Tänker klart när tidsfristerna är snäva eller något går fel.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Ansvarsfull', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Tar ansvar för resultat, bra som dåliga.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positiv', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Har en konstruktiv inställning och lyfter teamet.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'Föregår med gott exempel',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Vägleder andra genom sitt eget beteende och sina egna krav.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Påhittig', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Hittar sätt att få saker gjorda med begränsade resurser.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Kundorienterad', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Tänker på kundens upplevelse i vardagliga beslut.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Lärvillig', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Söker återkoppling och lär sig nya färdigheter snabbt.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etisk', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Väger vad som är rätt, inte bara vad som är tillåtet.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Självständig', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Arbetar effektivt med lite tillsyn.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energisk', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Tillför driv och tempo i arbetet.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
