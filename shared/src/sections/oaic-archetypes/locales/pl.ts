import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in pl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Profil kultury', source: '1fa5ef776627e7' },
    instructions: {
      text: 'W każdym temacie rozdziel 100 punktów między cztery stwierdzenia w zależności od tego, jak dobrze każde opisuje organizację. Najwięcej punktów przyznaj stwierdzeniu, które pasuje najlepiej.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Jak jest dziś', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Jak chcemy, żeby było', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Współpraca', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Skupiona na ludziach i zżyta. Sukces wynika z zaangażowania, rozwoju i pracy zespołowej.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Tworzenie', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Pomysłowa i szybka. Sukces wynika z nowych pomysłów, eksperymentów i bycia pierwszym.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Rywalizacja', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Nastawiona na wyniki i ambitna. Sukces wynika z realizacji celów i wygrywania na rynku.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontrola', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Uporządkowana i niezawodna. Sukces wynika z jasnych procesów, efektywności i spójności.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Priorytety strategiczne', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Na czym organizacja skupia wysiłki z myślą o przyszłości?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Inwestowanie w ludzi: rozwijanie umiejętności, utrzymywanie wysokiego zaufania i sprawianie, by każdy czuł się częścią zespołu.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Szukanie kolejnej szansy: nowa oferta, nowe rynki i szybkie wnioski z eksperymentów.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Wyprzedzanie konkurencji: zwiększanie udziału w rynku, zdobywanie kontraktów i przekraczanie mierzalnych celów.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Sprawne działanie: przewidywalne koszty, stała jakość dostaw i niewiele niespodzianek.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Co nas łączy', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Co sprawia, że ludzie pozostają zaangażowani w organizację?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Lojalność wobec siebie nawzajem i wspólne poczucie przynależności.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Ekscytacja tworzeniem czegoś nowego przed wszystkimi innymi.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Wspólne dążenie do zwycięstwa i osiągania wyników.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Jasne zasady, uzgodnione procedury i niezawodne rutyny.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Codzienny charakter', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Jak wygląda tu praca na co dzień?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Bliska i wspierająca: ludzie otwarcie się dzielą i troszczą o siebie nawzajem.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Żywa i eksperymentalna: ludzie próbują, ryzykują i akceptują falstarty.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intensywna i nastawiona na wyniki: ludzi ocenia się po tym, co osiągają.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Uporządkowana i dobrze określona: praca przebiega według ustalonych procesów, a oczekiwania są jasne.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Jak zarządza się ludźmi', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Jak organizacja zarządza pracownikami i jak ich traktuje?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Angażując ich: decyzje są omawiane i podejmowane wspólnie.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Dając im swobodę, by przejmowali inicjatywę i odpowiadali za własne pomysły.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Stawiając wymagające cele i nagradzając tych, którzy je osiągają.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Oferując stabilne role, sprawiedliwe zasady i konsekwentne traktowanie.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Jak mierzy się sukces', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Co organizacja uważa za sukces?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Zaangażowanych ludzi, którzy się rozwijają, dobrze współpracują i zostają.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Wprowadzanie produktów lub usług, które są nowe i wyprzedzają branżę.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Przewodzenie na rynku, sprzedawanie więcej niż konkurencja i wzrost przychodów.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Niezawodne, terminowe dostawy przy niskich kosztach i niewielu błędach.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Styl przywództwa', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Jacy są zazwyczaj liderzy organizacji?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coachowie i mentorzy, którzy pomagają ludziom się rozwijać.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Wizjonerzy, którzy zachęcają do śmiałych pomysłów i przemyślanego ryzyka.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Nieustępliwi realizatorzy skupieni na celach i wygrywaniu.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organizatorzy i koordynatorzy, którzy dbają o sprawne działanie wszystkiego.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
