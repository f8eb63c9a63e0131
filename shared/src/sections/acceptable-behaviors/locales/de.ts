import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in de: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Akzeptables Verhalten', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'Wählen Sie für jede Situation, wie sie an dem Arbeitsplatz, den Sie beschreiben, behandelt würde.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'Akzeptabel', source: '066514f39ebba4' },
    'scale.1.label': { text: 'Nicht gern gesehen', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'Ausdrücklich unerwünscht', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'Wird gerügt', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'Null-Toleranz', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'Ein Mitarbeiter kommt regelmäßig 15 Minuten zu spät, bleibt aber länger, um die Zeit auszugleichen.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'Jemand nimmt Büromaterial wie Stifte und Notizbücher für den privaten Gebrauch mit nach Hause.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'Ein Teammitglied erzählt einer Kollegin Einzelheiten einer bevorstehenden Umstrukturierung, bevor sie angekündigt ist.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'Ein Mitarbeiter nimmt während Vertragsverhandlungen ein teures Geschenk eines Lieferanten an.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'Eine Führungskraft kritisiert die Arbeit eines Teammitglieds in einer Besprechung vor dem ganzen Team.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'Jemand stellt in einer Besprechung die Idee einer Kollegin vor, ohne zu sagen, von wem sie stammt.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'Ein Mitarbeiter verbringt während der Arbeitszeit etwa eine Stunde am Tag in privaten sozialen Medien.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'Ein Teammitglied rundet die Stunden auf dem Stundenzettel auf den nächsten halben Tag auf.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'Ein Mitarbeiter macht Witze über den Akzent eines Kollegen, die manche als beleidigend empfinden.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'Jemand lässt eine vorgeschriebene Sicherheits- oder Qualitätsprüfung aus, um eine knappe Frist einzuhalten.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'Ein Mitarbeiter schickt Kundendaten über eine private Messenger-App an einen Kollegen.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'Ein Teammitglied arbeitet abends an einem bezahlten Nebenprojekt für ein anderes Unternehmen, ohne es jemandem zu sagen.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'Jemand beschwert sich bei anderen Teams offen über die eigene Führungskraft.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'Ein Mitarbeiter antwortet nicht auf dienstliche Nachrichten, die nach Feierabend oder am Wochenende kommen.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'Eine Führungskraft besetzt eine offene Stelle ohne Auswahlverfahren mit einem engen Freund.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
