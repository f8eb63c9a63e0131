import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in no: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Definer verdiene dine', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Vurder hvor viktig hver verdi er for deg i jobben, fra «Ikke viktig i det hele tatt» til «Viktigst».',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integritet', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Å gjøre det rette, også når ingen ser det.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Ærlighet', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Å si det som er sant, også når nyhetene er uvelkomne.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Åpenhet', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Å dele informasjon og begrunnelsen for beslutninger åpent.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Ansvarlighet', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Å ta eierskap til resultater og følge opp forpliktelser.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respekt', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Å behandle alle mennesker med verdighet og omtanke.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Tillit', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Å stole på hverandre og være en andre kan stole på.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Samarbeid i team', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Å oppnå mer sammen enn noen kunne klart alene.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Samarbeid', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Å jobbe på tvers av team og dele æren raust.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Kundefokus', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Å ta utgangspunkt i hva kundene trenger og måle suksess etter deres resultater.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innovasjon', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Å lete etter nye og bedre måter å skape verdi på.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreativitet', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Å bidra med originale ideer og fantasifulle løsninger.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Fremragende kvalitet', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Å holde arbeidet på et høyt nivå og heve listen over tid.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kvalitet', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Å få detaljene riktig slik at resultatet fungerer første gang.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Kontinuerlig læring',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Å bygge ferdigheter og kunnskap, og lære av feil.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Vekst', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Å hjelpe mennesker og virksomheten å vokse i kompetanse og rekkevidde.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Mangfold og inkludering',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Å ønske ulike bakgrunner velkommen og sørge for at alle stemmer blir hørt.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Rettferdighet', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Å bruke de samme standardene for alle og avgjøre etter fortjeneste.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empati', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Å forstå hvordan andre har det og handle med omtanke.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Trivsel', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Å ta vare på helse, balanse og et bærekraftig arbeidstempo.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Sikkerhet', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Å beskytte mennesker mot fysisk og psykisk skade.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Eierskap', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Å opptre som en eier: bry seg om hele resultatet, ikke bare én oppgave.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Initiativ', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Å handle uten å vente på å bli bedt om det.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Resultatorientering',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Å rette innsatsen mot de resultatene som betyr mest.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Effektivitet', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Å bruke tid, penger og krefter klokt; fjerne sløsing.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Smidighet', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Å tilpasse seg raskt når fakta eller prioriteringer endres.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Motstandskraft', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Å komme seg etter motgang og holde ut.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Mot', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Å si fra, ta gjennomtenkte risikoer og utfordre det etablerte.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Ydmykhet', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Å innrømme det vi ikke vet og verdsette andres bidrag.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Åpen kommunikasjon',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Å gi og ta imot ærlige tilbakemeldinger, direkte og vennlig.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Bærekraft', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Å ta hensyn til de langsiktige virkningene for mennesker, planeten og virksomheten.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Samfunnsansvar',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Å bidra positivt til lokalsamfunnene vi jobber i.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Pålitelighet', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Å levere jevnt, slik at andre kan planlegge ut fra oss.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Enkelhet', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Å foretrekke klare, enkle løsninger framfor kompliserte.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Selvstendighet', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Å stole på at folk selv bestemmer hvordan de gjør jobben sin.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Anerkjennelse', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Å legge merke til og feire godt arbeid og innsats.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Lidenskap', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Å bringe energi og entusiasme inn i arbeidet og oppdraget.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lojalitet', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Å stå ved kolleger, kunder og organisasjonen over tid.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Databaserte beslutninger',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Å bygge beslutninger på fakta snarere enn bare meninger.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disiplin', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Å følge avtalte prosesser og holde planer og frister.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Moro', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Å trives med arbeidet og menneskene vi gjør det sammen med.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Tjenestevilje', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Å sette andres behov først, både internt og eksternt.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Gründerånd', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Å se muligheter og gripe dem på en oppfinnsom måte.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Identifisere nøkkelegenskaper', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Vurder hvor viktig hver personlige egenskap er for å lykkes i denne rollen.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Nysgjerrig', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Stiller spørsmål og vil forstå hvordan ting fungerer.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Pålitelig', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Gjør det som er lovet, og til rett tid.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Tilpasningsdyktig', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Tilpasser seg rolig til endringer og nye situasjoner.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Nøyaktig', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Legger merke til små feil og kontrollerer arbeidet grundig.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktiv', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Forutser problemer og handler før noen ber om det.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Samarbeidsvillig', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Jobber godt med andre og deler informasjon villig.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatisk', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Forstår andres følelser og synspunkter.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Robust', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Kommer seg etter motgang og holder humøret stabilt under press.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analytisk', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Bryter ned problemer og resonnerer ut fra fakta.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Kreativ', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Kommer med originale ideer og nye tilnærminger.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Strukturert', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planlegger i forkant og holder orden på arbeid og informasjon.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Selvmotivert', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Holder det gående uten å trenge stadig oppfølging.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Ærlig', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Sier sannheten og innrømmer feil.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respektfull', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Behandler kolleger høflig, også ved uenighet.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Tydelig kommunikator',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Forklarer ideer tydelig muntlig og skriftlig.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'God lytter', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Lar andre snakke ferdig og svarer først etterpå.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Handlekraftig', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Tar beslutninger i tide med den informasjonen som finnes.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Tålmodig', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Holder roen når fremdriften går sakte, og med folk som trenger mer tid.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Ydmyk', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Deler æren og er åpen for å ta feil.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Selvsikker', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Opptrer trygt og uttrykker sine synspunkter tydelig.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Utholdende', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Fortsetter med vanskelige problemer til de er løst.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Åpen for nye tanker', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Vurderer nye ideer og syn som skiller seg fra egne.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Rolig under press',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Tenker klart når fristene er stramme eller noe går galt.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Ansvarsbevisst', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Tar ansvar for resultater, gode eller dårlige.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positiv', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Har en konstruktiv holdning og løfter teamet.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'Går foran som et godt eksempel',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Leder andre gjennom egen atferd og egne standarder.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Løsningsorientert', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Finner måter å få ting gjort på med begrensede midler.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Kundeorientert', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Tar hensyn til kundens opplevelse i hverdagens beslutninger.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Lærevillig', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Søker tilbakemeldinger og lærer nye ferdigheter raskt.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etisk', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Vurderer hva som er riktig, ikke bare hva som er tillatt.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Selvstendig', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Jobber effektivt med lite tilsyn.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energisk', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Bidrar med driv og tempo i arbeidet.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
