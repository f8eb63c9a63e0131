import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in de: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kulturprofil', source: '1fa5ef776627e7' },
    instructions: {
      text: 'Verteilen Sie bei jedem Thema 100 Punkte auf die vier Aussagen, je nachdem, wie gut jede die Organisation beschreibt. Geben Sie der am besten passenden Aussage die meisten Punkte.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Wie es heute ist', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Wie wir es uns wünschen', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Zusammenarbeiten', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Menschenorientiert und eng verbunden. Erfolg entsteht aus Engagement, Entwicklung und Teamarbeit.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Erschaffen', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Erfinderisch und schnell. Erfolg entsteht aus neuen Ideen, Experimenten und dem Anspruch, Erster zu sein.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Wettbewerb', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Ergebnisorientiert und ehrgeizig. Erfolg entsteht, wenn Ziele erreicht und Marktanteile gewonnen werden.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontrolle', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Strukturiert und verlässlich. Erfolg entsteht aus klaren Abläufen, Effizienz und Beständigkeit.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strategische Prioritäten', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Worauf richtet die Organisation ihre Kräfte für die Zukunft aus?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'In Menschen investieren: Fähigkeiten aufbauen, großes Vertrauen erhalten und allen das Gefühl geben, zum Team zu gehören.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Die nächste Chance finden: neue Angebote, neue Märkte und schnelle Erkenntnisse aus Experimenten.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Die Konkurrenz übertreffen: Marktanteile ausbauen, Aufträge gewinnen und messbare Ziele übertreffen.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Reibungsloser Betrieb: planbare Kosten, gleichbleibende Lieferung und wenige Überraschungen.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Was uns zusammenhält', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'Was bindet die Menschen an die Organisation?',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Loyalität untereinander und ein gemeinsames Zugehörigkeitsgefühl.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Die Begeisterung, etwas Neues zu schaffen, bevor es jemand anderes tut.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Der gemeinsame Wille zu gewinnen und Ergebnisse zu liefern.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Klare Regeln, vereinbarte Verfahren und verlässliche Routinen.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Der Arbeitsalltag', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Wie fühlt es sich an, hier Tag für Tag zu arbeiten?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Eng und unterstützend: Man teilt offen und achtet aufeinander.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Lebendig und experimentierfreudig: Man probiert Dinge aus, geht Risiken ein und akzeptiert Fehlstarts.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intensiv und leistungsorientiert: Man wird an dem gemessen, was man erreicht.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Geordnet und klar geregelt: Die Arbeit folgt festen Abläufen und die Erwartungen sind klar.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Wie Menschen geführt werden', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Wie führt und behandelt die Organisation ihre Mitarbeitenden?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Indem sie sie einbezieht: Entscheidungen werden besprochen und gemeinsam getroffen.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Indem sie ihnen Freiraum gibt, Initiative zu ergreifen und eigene Ideen zu verantworten.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Indem sie anspruchsvolle Ziele setzt und belohnt, wer sie erreicht.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Indem sie stabile Rollen, faire Regeln und gleichbleibende Behandlung bietet.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Wie Erfolg gemessen wird', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': {
      text: 'Was zählt für die Organisation als Erfolg?',
      source: '1f735abc3f44eb',
    },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Engagierte Menschen, die sich weiterentwickeln, gut zusammenarbeiten und bleiben.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Produkte oder Dienstleistungen einführen, die neu sind und dem Feld voraus.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Den Markt anführen, mehr verkaufen als die Konkurrenz und den Umsatz steigern.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Zuverlässige, pünktliche Lieferung zu niedrigen Kosten und mit wenigen Fehlern.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Führungsstil', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Wie sind die Führungskräfte der Organisation im Allgemeinen?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Coaches und Mentoren, die Menschen in ihrer Entwicklung unterstützen.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Visionäre, die zu kühnen Ideen und kalkulierten Risiken ermutigen.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Zielstrebige Macher, die sich auf Ziele und Siege konzentrieren.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organisatoren und Koordinatoren, die für einen reibungslosen Ablauf sorgen.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
