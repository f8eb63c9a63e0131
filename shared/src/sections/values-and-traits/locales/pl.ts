import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in pl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Określanie Twoich wartości', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Oceń, jak ważna jest dla Ciebie w pracy każda z wartości – od „Zupełnie nieważne” do „Najważniejsze”.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Uczciwość', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Postępowanie właściwie, nawet gdy nikt nie patrzy.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Szczerość', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Mówienie prawdy, także gdy wiadomość jest niemile widziana.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Przejrzystość', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Otwarte dzielenie się informacjami i powodami decyzji.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': {
      text: 'Odpowiedzialność za wyniki',
      source: '0785afa5d2037c',
    },
    'defining_your_values.items.value_accountability.description': {
      text: 'Branie odpowiedzialności za rezultaty i dotrzymywanie zobowiązań.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Szacunek', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Traktowanie każdej osoby z godnością i taktem.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Zaufanie', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Poleganie na sobie nawzajem i bycie kimś, na kim inni mogą polegać.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Praca zespołowa', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Osiąganie razem więcej, niż ktokolwiek zdołałby sam.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Współpraca', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Praca ponad podziałami zespołów i chętne dzielenie się zasługami.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': {
      text: 'Orientacja na klienta',
      source: '0d78861f8a16bc',
    },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Wychodzenie od potrzeb klientów i mierzenie sukcesu ich wynikami.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innowacyjność', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Szukanie nowych i lepszych sposobów tworzenia wartości.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreatywność', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Wnoszenie oryginalnych pomysłów i pomysłowych rozwiązań.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Doskonałość', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Utrzymywanie wysokich standardów pracy i stopniowe podnoszenie poprzeczki.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Jakość', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Dopracowanie szczegółów, aby wynik działał za pierwszym razem.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Ciągłe uczenie się',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Rozwijanie umiejętności i wiedzy oraz uczenie się na błędach.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Rozwój', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Pomaganie ludziom i firmie w rozwoju możliwości i zasięgu.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Różnorodność i inkluzywność',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Otwartość na różne środowiska i dbanie o to, by każdy głos został usłyszany.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Sprawiedliwość', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Stosowanie tych samych zasad wobec wszystkich i decydowanie na podstawie zasług.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatia', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Rozumienie, co czują inni, i działanie z troską.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Dobrostan', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Dbanie o zdrowie, równowagę i zrównoważone tempo pracy.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Bezpieczeństwo', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Chronienie ludzi przed szkodą fizyczną i psychiczną.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Poczucie własności', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Działanie jak właściciel: troska o cały wynik, a nie tylko o jedno zadanie.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Inicjatywa', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Działanie bez czekania, aż ktoś o to poprosi.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Nastawienie na wyniki',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Skupianie wysiłku na rezultatach, które liczą się najbardziej.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Efektywność', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Mądre wykorzystywanie czasu, pieniędzy i wysiłku; eliminowanie marnotrawstwa.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Zwinność', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Szybkie dostosowywanie się, gdy zmieniają się fakty lub priorytety.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Odporność', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Podnoszenie się po niepowodzeniach i dalsze działanie.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Odwaga', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Zabieranie głosu, podejmowanie przemyślanego ryzyka i kwestionowanie status quo.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Pokora', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Przyznawanie się do tego, czego nie wiemy, i docenianie wkładu innych.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Otwarta komunikacja',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Dawanie i przyjmowanie szczerej informacji zwrotnej – wprost i życzliwie.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Zrównoważony rozwój', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Uwzględnianie długofalowego wpływu na ludzi, planetę i biznes.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Odpowiedzialność społeczna',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Pozytywny wkład w społeczności, w których pracujemy.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Niezawodność', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Konsekwentne dostarczanie wyników, tak aby inni mogli na nas planować.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Prostota', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Przedkładanie jasnych, prostych rozwiązań nad skomplikowane.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomia', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Ufanie ludziom, że sami zdecydują, jak wykonywać swoją pracę.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Docenianie', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Zauważanie i świętowanie dobrej pracy i wysiłku.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Pasja', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Wnoszenie energii i entuzjazmu do pracy i misji.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lojalność', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Wspieranie współpracowników, klientów i organizacji przez długi czas.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Decyzje oparte na danych',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Opieranie decyzji na dowodach, a nie tylko na opiniach.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Dyscyplina', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Przestrzeganie uzgodnionych procesów oraz trzymanie się planów i terminów.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Radość z pracy', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Czerpanie przyjemności z pracy i z ludzi, z którymi ją wykonujemy.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Służba', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Stawianie na pierwszym miejscu potrzeb innych – wewnątrz i na zewnątrz firmy.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Przedsiębiorczość', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Dostrzeganie okazji i pomysłowe ich wykorzystywanie.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Określanie kluczowych cech', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Oceń, jak ważna jest każda cecha osobista dla sukcesu na tym stanowisku.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Ciekawy świata', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Zadaje pytania i chce rozumieć, jak działają rzeczy.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Słowny', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Robi to, co obiecał, w terminie.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Elastyczny', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Spokojnie dostosowuje się do zmian i nowych sytuacji.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Dbały o szczegóły', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Zauważa drobne błędy i starannie sprawdza pracę.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktywny', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Przewiduje problemy i działa, zanim ktoś poprosi.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': {
      text: 'Chętny do współpracy',
      source: '19a2af78cc0354',
    },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Dobrze pracuje z innymi i chętnie dzieli się informacjami.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empatyczny', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Rozumie uczucia i punkt widzenia innych.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Odporny', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Podnosi się po niepowodzeniach i zachowuje równowagę pod presją.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analityczny', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Rozkłada problemy na części i rozumuje na podstawie dowodów.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Kreatywny', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Tworzy oryginalne pomysły i nowe podejścia.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Zorganizowany', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Planuje z wyprzedzeniem i utrzymuje porządek w pracy i informacjach.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': {
      text: 'Zmotywowany wewnętrznie',
      source: '1d2ebd8e67457d',
    },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Działa wytrwale bez potrzeby ciągłego kierowania.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Uczciwy', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Mówi prawdę i przyznaje się do błędów.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Pełen szacunku', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Traktuje współpracowników uprzejmie, także w sytuacji niezgody.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Jasno się komunikuje',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Klarownie wyjaśnia pomysły w mowie i piśmie.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Dobry słuchacz', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Wysłuchuje do końca, zanim odpowie.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Zdecydowany', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Podejmuje decyzje w porę na podstawie dostępnych informacji.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Cierpliwy', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Zachowuje spokój przy powolnych postępach i wobec osób, które potrzebują więcej czasu.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Skromny', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Dzieli się zasługami i dopuszcza, że może się mylić.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Pewny siebie', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Działa z przekonaniem i jasno wyraża swoje zdanie.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Wytrwały', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Pracuje nad trudnymi problemami, dopóki nie zostaną rozwiązane.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Otwarty', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Bierze pod uwagę nowe pomysły i poglądy inne niż własne.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Spokojny pod presją',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Myśli jasno, gdy terminy są napięte lub coś idzie nie tak.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Odpowiedzialny', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Bierze odpowiedzialność za wyniki, dobre i złe.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Pozytywny', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Zachowuje konstruktywną postawę i dodaje zespołowi energii.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Przewodzi przykładem', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Prowadzi innych własnym postępowaniem i standardami.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Zaradny', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Znajduje sposoby, by osiągnąć cel przy ograniczonych środkach.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Zorientowany na klienta',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Bierze pod uwagę doświadczenie klienta w codziennych decyzjach.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Chętny do nauki', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Zabiega o informację zwrotną i szybko uczy się nowych umiejętności.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Etyczny', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Rozważa, co jest słuszne, a nie tylko, co jest dozwolone.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Samodzielny', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Pracuje skutecznie przy niewielkim nadzorze.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energiczny', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Wnosi do pracy zapał i tempo.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
