import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in ca: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Definir els teus valors', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Valora la importància que té per a tu cada valor a la feina, des de «Gens important» fins a «El més important».',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integritat', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Fer el que és correcte, fins i tot quan ningú no et veu.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Honestedat', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Dir la veritat, també quan les notícies no són benvingudes.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparència', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Compartir obertament la informació i els motius de les decisions.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Responsabilitat', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Fer-se càrrec dels resultats i complir els compromisos.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respecte', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Tractar cada persona amb dignitat i consideració.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Confiança', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Confiar els uns en els altres i ser algú en qui els altres poden confiar.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Treball en equip', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Aconseguir junts més del que ningú podria sol.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Col·laboració', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Treballar entre equips i compartir el mèrit amb generositat.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Orientació al client', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: "Partir del que necessiten els clients i mesurar l'èxit pels seus resultats.",
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innovació', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Buscar maneres noves i millors de crear valor.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Creativitat', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Aportar idees originals i solucions imaginatives.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Excel·lència', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Mantenir un nivell alt en la feina i apujar el llistó amb el temps.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Qualitat', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Cuidar els detalls perquè el resultat funcioni a la primera.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Aprenentatge continu',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Desenvolupar habilitats i coneixements, i aprendre dels errors.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Creixement', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: "Ajudar les persones i l'empresa a créixer en capacitat i abast.",
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Diversitat i inclusió',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Acollir orígens diferents i assegurar que totes les veus siguin escoltades.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Equitat', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Aplicar els mateixos criteris a tothom i decidir segons els mèrits.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatia', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Entendre com se senten els altres i actuar amb cura.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Benestar', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: "Tenir cura de la salut, l'equilibri i un ritme de treball sostenible.",
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Seguretat', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Protegir les persones de danys físics i psicològics.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Sentit de pertinença', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Actuar com a propietari: preocupar-se pel resultat global, no només per una tasca.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Iniciativa', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: "Actuar sense esperar que t'ho demanin.",
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Orientació a resultats',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: "Centrar l'esforç en els resultats que més importen.",
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Eficiència', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: "Fer un bon ús del temps, els diners i l'esforç; eliminar el malbaratament.",
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilitat', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Adaptar-se ràpidament quan canvien els fets o les prioritats.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Resiliència', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Refer-se dels contratemps i continuar endavant.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Valentia', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: "Alçar la veu, assumir riscos calculats i qüestionar l'statu quo.",
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Humilitat', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Admetre el que no sabem i valorar les aportacions dels altres.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Comunicació oberta',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Donar i rebre retroalimentació sincera, de manera directa i amable.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Sostenibilitat', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: "Tenir en compte l'efecte a llarg termini en les persones, el planeta i el negoci.",
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Responsabilitat social',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Contribuir positivament a les comunitats on treballem.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Fiabilitat', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Complir de manera constant, perquè els altres puguin planificar comptant amb nosaltres.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Simplicitat', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Preferir solucions clares i senzilles a les complicades.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomia', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Confiar que les persones decideixin com fan la seva feina.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Reconeixement', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: "Adonar-se de la bona feina i de l'esforç, i celebrar-los.",
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Passió', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Aportar energia i entusiasme a la feina i a la missió.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lleialtat', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: "Donar suport als companys, als clients i a l'organització al llarg del temps.",
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Decisions basades en dades',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Basar les decisions en proves i no només en opinions.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disciplina', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Seguir els processos acordats i complir els plans i els terminis.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Diversió', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Gaudir de la feina i de les persones amb qui la fem.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Servei', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Posar per davant les necessitats dels altres, de dins i de fora.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Esperit emprenedor', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Detectar oportunitats i aprofitar-les amb enginy.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Identificar els trets clau', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Valora la importància de cada tret personal per tenir èxit en aquest lloc.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Curiós', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Fa preguntes i vol entendre com funcionen les coses.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Fiable', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Fa el que ha dit que faria, i a temps.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Adaptable', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: "S'adapta amb calma als canvis i a les situacions noves.",
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Minuciós', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Detecta errors petits i revisa la feina amb cura.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proactiu', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: "S'anticipa als problemes i actua abans que li ho demanin.",
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Col·laboratiu', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Treballa bé amb els altres i comparteix informació de bon grat.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empàtic', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Entén els sentiments i els punts de vista dels altres.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Resilient', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: "Es refà dels contratemps i manté l'estat d'ànim estable sota pressió.",
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analític', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Descompon els problemes i raona a partir de proves.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Creatiu', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Genera idees originals i enfocaments nous.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organitzat', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planifica amb antelació i manté la feina i la informació en ordre.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Automotivat', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Avança sense necessitar indicacions constants.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Honest', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Diu la veritat i admet els errors.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respectuós', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: "Tracta els companys amb cortesia, fins i tot quan no hi està d'acord.",
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Comunicador clar',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Explica les idees amb claredat, de paraula i per escrit.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Sap escoltar', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Escolta fins al final abans de respondre.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Decidit', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Pren decisions a temps amb la informació disponible.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Pacient', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Manté la calma quan el progrés és lent i amb les persones que necessiten més temps.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Humil', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Comparteix el mèrit i està obert a equivocar-se.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Segur de si mateix', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Actua amb seguretat i expressa les seves opinions amb claredat.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Perseverant', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Continua treballant en els problemes difícils fins que els resol.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'De ment oberta', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Considera idees noves i punts de vista diferents dels seus.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Calmat sota pressió',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Pensa amb claredat quan els terminis són ajustats o les coses van malament.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Responsable', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Assumeix la responsabilitat dels resultats, bons o dolents.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positiu', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: "Manté una actitud constructiva i anima l'equip.",
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: "Predica amb l'exemple", source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Guia els altres amb la seva pròpia conducta i exigència.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Enginyós', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Troba maneres de fer les coses amb pocs mitjans.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Orientat al client',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: "Té en compte l'experiència del client en les decisions del dia a dia.",
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': {
      text: "Amb ganes d'aprendre",
      source: '033bbe45ada9ca',
    },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Busca retroalimentació i aprèn habilitats noves ràpidament.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Ètic', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Valora el que és correcte, no només el que està permès.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Independent', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Treballa de manera eficaç amb poca supervisió.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Enèrgic', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Aporta empenta i ritme a la feina.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
