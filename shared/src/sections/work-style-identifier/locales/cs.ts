import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in cs: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Určení pracovního stylu', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'U každé situace zvolte odpověď, která nejvíce odpovídá tomu, co byste přirozeně udělali. Neexistují správné ani špatné odpovědi.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'Lidé', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'Zaměřuje se na vztahy, komunikaci a tým.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'Proces', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'Zaměřuje se na strukturu, plánování a na to, jak se práce dělá.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'Produkt', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'Zaměřuje se na výsledek, jeho kvalitu a jeho hodnotu pro uživatele.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'Připojíte se k novému projektu, který už běží. Co uděláte nejdřív?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'Setkám se s členy týmu jednotlivě, abych poznal(a), jak pracují.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'Přečtu si plán, harmonogram a to, jak se přijímají rozhodnutí.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'Vyzkouším aktuální verzi toho, co se vyvíjí.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'Termín je ohrožený. Jak zareagujete?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'Zúžím rozsah na funkce, na kterých uživatelům nejvíc záleží.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'Zjistím, jak to tým zvládá, a přerozdělím práci.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'Přeplánuji zbývající úkoly a odstraním úzké hrdlo.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'Dva kolegové se neshodnou, jak k úkolu přistoupit. Co uděláte?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'Navrhnu dohodnout se na kritériích a na způsobu rozhodnutí.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'Zeptám se, který přístup dá lepší výsledek, a vyzkouším ho.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'Promluvím s každým z nich, abych pochopil(a) jejich obavy.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'Co vám na konci týdne přináší největší uspokojení?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'Že jsem pomohl(a) kolegovi uspět.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'Že vidím, jak se používá něco, co jsem vytvořil(a).',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'Že jsem zajistil(a), aby opakující se úkol běžel hladčeji.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'Od vedoucího dostanete vágní zadání. Jaký je váš první krok?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'Sepíšu kroky, odpovědné osoby a termín a nechám si je potvrdit.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'Zeptám se, pro koho to je a co od toho očekávají.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'Načrtnu rychlou první verzi, ke které se dá vyjádřit.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'Ve vašem týmu se zavádí nový nástroj. Na čem vám nejvíc záleží?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'Aby nám pomohl odvádět lepší práci.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'Aby odpovídal tomu, jak pracujeme, a zaváděl se postupně.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'Aby se v něm všichni cítili jistě a byli proškolení.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'Zákazník si stěžuje na něco, co váš tým dodal. Co uděláte nejdřív?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'Zavolám zákazníkovi, vyslechnu ho a uklidním.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'Zjistím, kde v našem procesu problém proklouzl.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'Zreprodukuji problém a opravím ho.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'Jakou otázku obvykle vznesete na plánovací poradě?',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'Co uživatelé získají, co dnes nemají?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'Koho je potřeba zapojit a mají na to kapacitu?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'Jaké jsou milníky a jak je budeme sledovat?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'Máte volné odpoledne na zlepšení něčeho v práci. Co si vyberete?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'Zdokumentuji proces, který existuje jen v něčí hlavě.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'Vyladím funkci, která uživatelům připadá neohrabaná.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'Věnuji čas tomu, abych pomohl(a) novějšímu kolegovi se zapracovat.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
