import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in sl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Opredelitev vaših vrednot', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Ocenite, kako pomembna je za vas pri delu vsaka vrednota, od »Sploh ni pomembno« do »Najpomembnejše«.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integriteta', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Ravnati prav, tudi ko nihče ne gleda.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Poštenost', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Govoriti resnico, tudi ko so novice neprijetne.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Preglednost', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Odkrito deliti informacije in razloge za odločitve.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Odgovornost', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Prevzemati odgovornost za rezultate in izpolnjevati zaveze.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Spoštovanje', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Z vsakim človekom ravnati dostojanstveno in obzirno.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Zaupanje', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Zanašati se drug na drugega in biti nekdo, na katerega se drugi lahko zanesejo.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Timsko delo', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Skupaj doseči več, kot bi zmogel kdorkoli sam.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Sodelovanje', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Delati prek meja timov in velikodušno deliti zasluge.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': {
      text: 'Osredotočenost na stranke',
      source: '0d78861f8a16bc',
    },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Izhajati iz potreb strank in uspeh meriti z njihovimi rezultati.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Inovativnost', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Iskati nove in boljše načine ustvarjanja vrednosti.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Ustvarjalnost', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Prinašati izvirne zamisli in domiselne rešitve.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Odličnost', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Delo držati na visoki ravni in sčasoma dvigovati letvico.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Kakovost', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Poskrbeti za podrobnosti, da rezultat deluje že v prvo.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'Nenehno učenje', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Razvijati veščine in znanje ter se učiti iz napak.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Rast', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Pomagati ljudem in podjetju rasti v zmogljivostih in dosegu.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Raznolikost in vključenost',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Sprejemati različna ozadja in poskrbeti, da je slišan vsak glas.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Pravičnost', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Za vse uporabljati enaka merila in odločati po zaslugah.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatija', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Razumeti, kako se drugi počutijo, in ravnati skrbno.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Dobro počutje', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Skrb za zdravje, ravnovesje in vzdržen tempo dela.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Varnost', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Varovanje ljudi pred fizično in psihično škodo.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Lastniški odnos', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Ravnati kot lastnik: skrbeti za celoten rezultat, ne le za eno nalogo.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Pobuda', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Ukrepati, ne da bi čakali, da nas kdo prosi.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Usmerjenost v rezultate',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Usmerjati trud v rezultate, ki so najpomembnejši.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Učinkovitost', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Pametno izkoriščati čas, denar in trud; odpravljati potrato.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilnost', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Hitro se prilagoditi, ko se spremenijo dejstva ali prednostne naloge.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Odpornost', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Opomoči si po neuspehih in nadaljevati.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Pogum', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Spregovoriti, sprejemati premišljena tveganja in postavljati pod vprašaj ustaljeno stanje.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Skromnost', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Priznati, česa ne vemo, in ceniti prispevke drugih.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Odprta komunikacija',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Dajati in sprejemati iskrene povratne informacije, neposredno in prijazno.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Trajnost', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Upoštevati dolgoročne učinke na ljudi, planet in poslovanje.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Družbena odgovornost',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Pozitivno prispevati k skupnostim, v katerih delujemo.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Zanesljivost', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Dosledno izpolnjevati obveznosti, da lahko drugi načrtujejo z nami.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Preprostost', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Dajati prednost jasnim, preprostim rešitvam pred zapletenimi.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Avtonomija', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Zaupati ljudem, da sami odločajo, kako opravljajo svoje delo.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Priznanje', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Opaziti in proslaviti dobro delo in trud.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Strast', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Vnašati energijo in navdušenje v delo in poslanstvo.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lojalnost', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Dolgoročno stati ob strani sodelavcem, strankam in organizaciji.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Odločitve na podlagi podatkov',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Odločitve utemeljevati z dokazi, ne zgolj z mnenji.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disciplina', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Spoštovati dogovorjene postopke ter se držati načrtov in rokov.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Zabava', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Uživati v delu in v ljudeh, s katerimi ga opravljamo.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Služenje', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Na prvo mesto postavljati potrebe drugih, znotraj in zunaj organizacije.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Podjetniški duh', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Prepoznavati priložnosti in jih iznajdljivo izkoristiti.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Prepoznavanje ključnih lastnosti', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Ocenite, kako pomembna je vsaka osebnostna lastnost za uspeh na tem delovnem mestu.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Radoveden', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Postavlja vprašanja in želi razumeti, kako stvari delujejo.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Zanesljiv', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Naredi, kar je obljubil, in to pravočasno.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Prilagodljiv', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Mirno se prilagaja spremembam in novim okoliščinam.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Natančen', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Opazi drobne napake in skrbno preverja svoje delo.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktiven', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Predvidi težave in ukrepa, preden ga kdo prosi.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Sodelovalen', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Dobro dela z drugimi in rad deli informacije.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatičen', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Razume občutke in poglede drugih ljudi.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Odporen', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Si opomore po neuspehih in pod pritiskom ohrani uravnoteženo razpoloženje.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analitičen', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Razčleni težave in sklepa na podlagi dokazov.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Ustvarjalen', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Prihaja z izvirnimi zamislimi in novimi pristopi.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organiziran', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Načrtuje vnaprej ter ima delo in informacije urejene.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Samomotiviran', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Napreduje brez stalnega usmerjanja.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Pošten', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Govori resnico in priznava napake.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Spoštljiv', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'S sodelavci ravna vljudno, tudi kadar se ne strinja z njimi.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Jasen sogovornik',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Zamisli jasno razloži, ustno in pisno.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Dober poslušalec', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Posluša do konca, preden odgovori.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Odločen', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Pravočasno se odloča na podlagi razpoložljivih informacij.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Potrpežljiv', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Ostane miren, ko napredek poteka počasi, in z ljudmi, ki potrebujejo več časa.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Skromen', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Deli zasluge in je odprt za to, da se moti.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Samozavesten', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Ravna samozavestno in jasno izrazi svoja stališča.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Vztrajen', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Dela na težkih problemih, dokler jih ne reši.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Odprtega duha', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Razmisli o novih zamislih in pogledih, ki se razlikujejo od njegovih.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Miren pod pritiskom',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Jasno razmišlja, ko so roki tesni ali gre kaj narobe.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Odgovoren', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Prevzema odgovornost za rezultate, dobre ali slabe.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Pozitiven', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Ohranja konstruktiven odnos in dviga razpoloženje v timu.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Vodi z zgledom', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Druge usmerja z lastnim vedenjem in merili.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Iznajdljiv', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Najde način, kako stvari opraviti z omejenimi sredstvi.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Usmerjen v stranke',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Pri vsakodnevnih odločitvah upošteva izkušnjo stranke.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Željan učenja', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Išče povratne informacije in hitro osvoji nove veščine.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etičen', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Pretehta, kaj je prav, ne le tega, kar je dovoljeno.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Samostojen', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Učinkovito dela z malo nadzora.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energičen', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'V delo vnaša zagon in tempo.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
