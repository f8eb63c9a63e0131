import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in de: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Ihre Werte bestimmen', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Bewerten Sie, wie wichtig Ihnen jeder Wert bei der Arbeit ist, von „Überhaupt nicht wichtig“ bis „Am wichtigsten“.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integrität', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Das Richtige tun, auch wenn niemand hinsieht.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Ehrlichkeit', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Die Wahrheit sagen, auch wenn sie unwillkommen ist.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Transparenz', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Informationen und die Gründe für Entscheidungen offen teilen.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Verantwortlichkeit', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Für Ergebnisse einstehen und Zusagen einhalten.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Respekt', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Jedem Menschen mit Würde und Rücksicht begegnen.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Vertrauen', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Sich aufeinander verlassen und selbst verlässlich sein.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Teamarbeit', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Gemeinsam mehr erreichen, als einer allein es könnte.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Zusammenarbeit', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Über Teamgrenzen hinweg arbeiten und Anerkennung gern teilen.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Kundenorientierung', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Vom Bedarf der Kunden ausgehen und Erfolg an ihren Ergebnissen messen.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innovation', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Nach neuen und besseren Wegen suchen, Wert zu schaffen.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Kreativität', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Originelle Ideen und einfallsreiche Lösungen einbringen.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Exzellenz', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Hohe Ansprüche an die Arbeit stellen und die Messlatte mit der Zeit höher legen.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Qualität', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Auf die Details achten, damit das Ergebnis auf Anhieb funktioniert.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Ständiges Lernen',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Fähigkeiten und Wissen aufbauen und aus Fehlern lernen.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Wachstum', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Menschen und dem Unternehmen helfen, an Können und Reichweite zu wachsen.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Vielfalt und Inklusion',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Unterschiedliche Hintergründe willkommen heißen und dafür sorgen, dass jede Stimme gehört wird.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Fairness', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Für alle dieselben Maßstäbe anlegen und nach Leistung entscheiden.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empathie', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Verstehen, wie es anderen geht, und mit Sorgfalt handeln.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Wohlbefinden', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Auf Gesundheit, Ausgleich und ein nachhaltiges Arbeitstempo achten.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Sicherheit', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Menschen vor körperlichem und seelischem Schaden schützen.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Eigenverantwortung', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Wie ein Unternehmer handeln: sich um das ganze Ergebnis kümmern, nicht nur um eine Aufgabe.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Eigeninitiative', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Handeln, ohne darauf zu warten, gefragt zu werden.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Ergebnisorientierung',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Die Kräfte auf die Ergebnisse richten, die am meisten zählen.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Effizienz', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Zeit, Geld und Mühe klug einsetzen und Verschwendung vermeiden.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Agilität', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Sich schnell anpassen, wenn sich Fakten oder Prioritäten ändern.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Resilienz', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Sich von Rückschlägen erholen und weitermachen.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Mut', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Den Mund aufmachen, überlegte Risiken eingehen und den Status quo hinterfragen.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Bescheidenheit', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Zugeben, was wir nicht wissen, und die Beiträge anderer wertschätzen.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': {
      text: 'Offene Kommunikation',
      source: '12c4142599e869',
    },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Offenes Feedback geben und annehmen, direkt und freundlich.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Nachhaltigkeit', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Die langfristigen Folgen für Menschen, Umwelt und Unternehmen bedenken.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Soziale Verantwortung',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Einen positiven Beitrag zu den Gemeinschaften leisten, in denen wir arbeiten.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Zuverlässigkeit', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Beständig liefern, damit andere mit uns planen können.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Einfachheit', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Klare, einfache Lösungen komplizierten vorziehen.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Autonomie', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Menschen zutrauen, selbst zu entscheiden, wie sie ihre Arbeit erledigen.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Anerkennung', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Gute Arbeit und Einsatz bemerken und würdigen.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Leidenschaft', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Energie und Begeisterung für die Arbeit und die Mission mitbringen.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Loyalität', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Auf Dauer zu Kollegen, Kunden und der Organisation stehen.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Datenbasierte Entscheidungen',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Entscheidungen auf Belege stützen statt nur auf Meinungen.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Disziplin', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Vereinbarte Abläufe befolgen und Pläne und Fristen einhalten.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Spaß', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Freude an der Arbeit und an den Menschen haben, mit denen wir sie tun.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Dienstleistungsbereitschaft', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Die Bedürfnisse anderer, intern wie extern, an erste Stelle setzen.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Unternehmergeist', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Chancen erkennen und sie mit Einfallsreichtum nutzen.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Wichtige Eigenschaften bestimmen', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Bewerten Sie, wie wichtig jede persönliche Eigenschaft für den Erfolg in dieser Rolle ist.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Neugierig', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Stellt Fragen und will verstehen, wie Dinge funktionieren.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Verlässlich', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Tut, was zugesagt wurde, und zwar pünktlich.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Anpassungsfähig', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Stellt sich gelassen auf Veränderungen und neue Situationen ein.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Detailgenau', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Bemerkt kleine Fehler und prüft die Arbeit sorgfältig.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktiv', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Sieht Probleme voraus und handelt, bevor jemand fragt.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Teamorientiert', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Arbeitet gut mit anderen zusammen und teilt Informationen bereitwillig.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Einfühlsam', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Versteht die Gefühle und Sichtweisen anderer.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Belastbar', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Erholt sich von Rückschlägen und bleibt unter Druck ausgeglichen.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analytisch', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Zerlegt Probleme in Teile und argumentiert auf Grundlage von Belegen.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Kreativ', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Entwickelt originelle Ideen und neue Ansätze.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Organisiert', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Plant voraus und hält Arbeit und Informationen in Ordnung.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Selbstmotiviert', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Bleibt dran, ohne ständige Anleitung zu brauchen.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Ehrlich', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Sagt die Wahrheit und gibt Fehler zu.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Respektvoll', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Begegnet Kollegen höflich, auch bei Meinungsverschiedenheiten.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Klar in der Kommunikation',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Erklärt Ideen klar, mündlich wie schriftlich.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Guter Zuhörer', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Hört ganz zu, bevor er oder sie antwortet.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Entscheidungsfreudig', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Trifft rechtzeitig Entscheidungen mit den verfügbaren Informationen.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Geduldig', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Bleibt ruhig bei langsamen Fortschritten und mit Menschen, die mehr Zeit brauchen.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Bescheiden', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Teilt Anerkennung und ist offen dafür, sich zu irren.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Selbstsicher', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Handelt mit Sicherheit und vertritt Standpunkte klar.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Beharrlich', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Arbeitet an schwierigen Problemen weiter, bis sie gelöst sind.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Aufgeschlossen', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Zieht neue Ideen und andere Sichtweisen als die eigenen in Betracht.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Ruhig unter Druck',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Denkt klar, wenn die Zeit knapp ist oder etwas schiefgeht.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Verantwortungsbewusst', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Übernimmt Verantwortung für Ergebnisse, gute wie schlechte.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positiv', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Bewahrt eine konstruktive Haltung und motiviert das Team.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'Geht mit gutem Beispiel voran',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Leitet andere durch das eigene Verhalten und die eigenen Maßstäbe.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Einfallsreich', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Findet Wege, mit begrenzten Mitteln etwas zu erreichen.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Kundenorientiert', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Denkt bei alltäglichen Entscheidungen an das Erlebnis der Kunden.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Lernbereit', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Sucht Feedback und eignet sich neue Fähigkeiten schnell an.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Ethisch', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Fragt, was richtig ist, nicht nur, was erlaubt ist.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Selbstständig', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Arbeitet wirkungsvoll mit wenig Aufsicht.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Tatkräftig', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Bringt Antrieb und Tempo in die Arbeit.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
