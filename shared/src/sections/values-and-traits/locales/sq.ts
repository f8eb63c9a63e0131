import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in sq: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Përcaktimi i vlerave tuaja', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Vlerësoni sa e rëndësishme është për ju çdo vlerë në punë, nga „Aspak e rëndësishme” deri te „Më e rëndësishmja”.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integriteti', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Të veprosh drejt edhe kur askush nuk të sheh.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Ndershmëria', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Të thuash të vërtetën, përfshirë lajmet e pakëndshme.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparenca', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Ndarja e hapur e informacionit dhe e arsyeve pas vendimeve.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Llogaridhënia', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: "Të marrësh përgjegjësi për rezultatet dhe t'i çosh deri në fund angazhimet.",
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respekti', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Të trajtosh çdo person me dinjitet dhe vëmendje.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Besimi', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Të mbështetemi te njëri-tjetri dhe të jesh dikush te i cili të tjerët mund të mbështeten.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Puna në ekip', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Të arrijmë më shumë së bashku nga sa mund të arrinte kushdo i vetëm.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Bashkëpunimi', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Të punosh përtej kufijve të ekipeve dhe të ndash meritat me bujari.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Fokusi te klienti', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Të nisesh nga nevojat e klientëve dhe ta masësh suksesin me rezultatet e tyre.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Inovacioni', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Kërkimi i mënyrave të reja dhe më të mira për të krijuar vlerë.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreativiteti', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Sjellja e ideve origjinale dhe e zgjidhjeve me imagjinatë.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Përsosmëria', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Ta mbash punën në standard të lartë dhe ta ngresh pikësynimin me kalimin e kohës.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Cilësia', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: "T'i bësh detajet si duhet, që rezultati të funksionojë që herën e parë.",
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Të mësuarit e vazhdueshëm',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Zhvillimi i aftësive dhe i njohurive, dhe të mësuarit nga gabimet.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Rritja', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Të ndihmosh njerëzit dhe biznesin të rriten në aftësi dhe shtrirje.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Diversiteti dhe përfshirja',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Mirëpritja e prejardhjeve të ndryshme dhe sigurimi që çdo zë të dëgjohet.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Drejtësia', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Zbatimi i të njëjtave standarde për të gjithë dhe vendimet sipas meritës.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatia', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Të kuptosh si ndihen të tjerët dhe të veprosh me kujdes.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Mirëqenia', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Kujdesi për shëndetin, ekuilibrin dhe një ritëm pune të qëndrueshëm.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Siguria', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Mbrojtja e njerëzve nga dëmi fizik dhe psikologjik.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Ndjenja e pronësisë', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Të veprosh si pronar: të kujdesesh për rezultatin e plotë, jo vetëm për një detyrë.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Nisma', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Të veprosh pa pritur që të të kërkohet.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Orientimi drejt rezultateve',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Përqendrimi i përpjekjeve te rezultatet që kanë më shumë rëndësi.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Efikasiteti', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Përdorimi i mençur i kohës, parave dhe mundit; eliminimi i shpërdorimit.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Shkathtësia', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Përshtatja e shpejtë kur ndryshojnë faktet ose përparësitë.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Qëndrueshmëria', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Rimëkëmbja pas pengesave dhe vazhdimi përpara.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Guximi', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Të flasësh hapur, të marrësh rreziqe të menduara dhe të vësh në pikëpyetje gjendjen ekzistuese.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Përulësia', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Të pranojmë atë që nuk e dimë dhe të vlerësojmë kontributin e të tjerëve.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Komunikimi i hapur',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Dhënia dhe marrja e komenteve të sinqerta, drejtpërdrejt dhe me mirësjellje.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': {
      text: 'Qëndrueshmëria mjedisore',
      source: '03d7761bd86238',
    },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Marrja parasysh e ndikimit afatgjatë te njerëzit, planeti dhe biznesi.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Përgjegjësia shoqërore',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Kontributi pozitiv në komunitetet ku punojmë.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Besueshmëria', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Të japësh rezultate vazhdimisht, që të tjerët të mund të planifikojnë duke llogaritur te ne.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Thjeshtësia', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Parapëlqimi i zgjidhjeve të qarta dhe të thjeshta ndaj atyre të ndërlikuara.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomia', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Besimi te njerëzit që të vendosin vetë si ta bëjnë punën e tyre.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Mirënjohja', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Vënia re dhe festimi i punës së mirë dhe i përpjekjeve.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Pasioni', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Sjellja e energjisë dhe entuziazmit në punë dhe në mision.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Besnikëria', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Të qëndrosh pranë kolegëve, klientëve dhe organizatës me kalimin e kohës.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Vendime të bazuara në të dhëna',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Vendimet të bazohen te provat, jo vetëm te mendimet.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disiplina', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Ndjekja e proceseve të rëna dakord dhe respektimi i planeve dhe afateve.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Argëtimi', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Të kënaqesh me punën dhe me njerëzit me të cilët e bën.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Shërbimi', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Vënia në vend të parë e nevojave të të tjerëve, brenda dhe jashtë.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': {
      text: 'Shpirti sipërmarrës',
      source: '094e138dcf240b',
    },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Dallimi i mundësive dhe shfrytëzimi i tyre me zgjuarsi.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Identifikimi i tipareve kyçe', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Vlerësoni sa i rëndësishëm është çdo tipar personal për suksesin në këtë rol.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Kureshtar', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Bën pyetje dhe do të kuptojë si funksionojnë gjërat.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'I besueshëm', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Bën atë që ka thënë se do ta bëjë, në kohë.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'I përshtatshëm', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Përshtatet me qetësi me ndryshimet dhe situatat e reja.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': {
      text: 'I kujdesshëm për detajet',
      source: '1e31e9158146e6',
    },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Vëren gabimet e vogla dhe e kontrollon punën me kujdes.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktiv', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: "Parashikon problemet dhe vepron para se t'i kërkohet.",
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Bashkëpunues', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Punon mirë me të tjerët dhe ndan informacionin lirshëm.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatik', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Kupton ndjenjat dhe këndvështrimet e të tjerëve.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Elastik', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Rimëkëmbet pas pengesave dhe ruan qetësinë nën presion.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analitik', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'I zbërthen problemet dhe arsyeton bazuar në prova.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Krijues', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Sjell ide origjinale dhe qasje të reja.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'I organizuar', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planifikon paraprakisht dhe e mban punën dhe informacionin në rregull.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'I vetëmotivuar', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Vazhdon përpara pa pasur nevojë për udhëzime të vazhdueshme.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'I ndershëm', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Thotë të vërtetën dhe i pranon gabimet.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respektues', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'I trajton kolegët me mirësjellje, edhe kur nuk pajtohet me ta.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Komunikues i qartë',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'I shpjegon idetë qartë me gojë dhe me shkrim.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Dëgjues i mirë', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Dëgjon deri në fund para se të përgjigjet.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Vendimtar', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Merr vendime në kohë me informacionin që ka në dispozicion.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'I durueshëm', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Mbetet i qetë kur përparimi është i ngadaltë dhe me njerëzit që kanë nevojë për më shumë kohë.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'I përulur', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Ndan meritat dhe është i hapur ndaj mundësisë që të gabojë.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'I sigurt në vetvete', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Vepron me siguri dhe i shpreh qartë pikëpamjet e veta.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Këmbëngulës', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: "Vazhdon të punojë për problemet e vështira derisa t'i zgjidhë.",
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Mendjehapur', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Merr parasysh ide të reja dhe pikëpamje të ndryshme nga të vetat.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'I qetë nën presion',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Mendon qartë kur afatet janë të ngushta ose kur gjërat shkojnë keq.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'I përgjegjshëm', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Merr përgjegjësinë për rezultatet, të mira apo të këqija.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Pozitiv', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Ruan një qëndrim konstruktiv dhe e ngre moralin e ekipit.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Udhëheq me shembull', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'I udhëheq të tjerët me sjelljen dhe standardet e veta.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'I shkathët', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: "Gjen mënyra për t'i kryer gjërat me mjete të kufizuara.",
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'I orientuar te klienti',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Merr parasysh përvojën e klientit në vendimet e përditshme.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': {
      text: 'I etur për të mësuar',
      source: '033bbe45ada9ca',
    },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Kërkon komente dhe mëson shpejt aftësi të reja.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etik', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Peshon çfarë është e drejtë, jo vetëm çfarë lejohet.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'I pavarur', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Punon me efikasitet me pak mbikëqyrje.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energjik', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Sjell vrull dhe ritëm në punë.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
