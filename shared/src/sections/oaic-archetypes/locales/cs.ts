import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in cs: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Kulturní profil', source: '1fa5ef776627e7' },
    instructions: {
      text: 'U každého tématu rozdělte 100 bodů mezi čtyři tvrzení podle toho, jak dobře každé z nich popisuje organizaci. Nejvíce bodů dejte tvrzení, které sedí nejlépe.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'Jak je to dnes', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'Jak bychom to chtěli mít', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'Spolupráce', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'Zaměřená na lidi a soudržná. Úspěch přináší nasazení, rozvoj a týmová práce.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'Tvorba', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'Vynalézavá a rychlá. Úspěch přinášejí nové nápady, experimenty a to, že jsme první.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'Soutěž', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'Orientovaná na výsledky a ambiciózní. Úspěch přináší plnění cílů a vítězství na trhu.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'Kontrola', source: '05a289608909dd' },
    'types.control.description': {
      text: 'Strukturovaná a spolehlivá. Úspěch přinášejí jasné procesy, efektivita a konzistentnost.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'Strategické priority', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'Do čeho organizace investuje úsilí do budoucna?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'Do lidí: rozvíjí dovednosti, udržuje vysokou důvěru a dbá, aby se každý cítil součástí týmu.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'Do hledání další příležitosti: nové nabídky, nové trhy a rychlé poučení z experimentů.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'Do překonávání konkurence: růst podílu, získávání zakázek a překračování měřitelných cílů.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'Do hladkého chodu: předvídatelné náklady, spolehlivé dodávky a málo překvapení.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'Co nás drží pohromadě', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': { text: 'Co udržuje lidi oddané organizaci?', source: '01d9739c3f3f59' },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'Vzájemná loajalita a společný pocit sounáležitosti.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'Nadšení z budování něčeho nového dřív než ostatní.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'Společná touha vyhrávat a přinášet výsledky.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'Jasná pravidla, dohodnuté postupy a spolehlivé zvyklosti.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'Každodenní charakter', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'Jaké je tady pracovat den co den?',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'Blízké a podporující: lidé otevřeně sdílejí a navzájem se o sebe starají.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'Živé a experimentální: lidé zkoušejí nové věci, riskují a přijímají nepovedené začátky.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'Intenzivní a výkonové: lidé jsou posuzováni podle toho, čeho dosáhnou.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'Uspořádané a jasně vymezené: práce se řídí stanovenými postupy a očekávání jsou jasná.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'Jak se vede lidem', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'Jak organizace vede své lidi a jak s nimi zachází?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'Zapojuje je: o rozhodnutích se diskutuje a přijímají se společně.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'Dává jim volnost převzít iniciativu a mít vlastní nápady ve svých rukou.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'Stanovuje náročné cíle a odměňuje ty, kdo jich dosáhnou.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'Nabízí stabilní role, férová pravidla a jednotné zacházení.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'Jak se měří úspěch', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'Co organizace považuje za úspěch?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'Zapálené lidi, kteří rostou, dobře spolupracují a zůstávají.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'Uvedení nových produktů nebo služeb, které předbíhají obor.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'Vedoucí postavení na trhu, vyšší prodeje než konkurence a rostoucí tržby.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'Spolehlivé a včasné dodávky s nízkými náklady a minimem chyb.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'Styl vedení', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'Jací jsou vedoucí v organizaci obvykle?',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'Kouči a mentoři, kteří lidem pomáhají v rozvoji.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'Vizionáři, kteří podporují odvážné nápady a uvážená rizika.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'Průbojní lidé zaměření na výkon, cíle a vítězství.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'Organizátoři a koordinátoři, kteří zajišťují hladký chod.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
