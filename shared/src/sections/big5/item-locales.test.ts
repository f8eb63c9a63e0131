import { describe, expect, it } from 'vitest';
import { hashText } from '../content-pack';
import { packVersion } from '../content-registry';
import {
  BIG5_ITEM_LOCALES,
  BIG5_PACK_2026_1,
  big5FormItems,
  big5ItemText,
  buildItemLocales,
  isBig5ItemLocale,
  IPIP_120_ITEMS,
  loadItemLocales,
  type Big5ItemLocale,
} from './content';
import { PACKAGE_ITEM_TEXT } from './item-text/all';
import { BIG5_PACK_2026_2 } from './pack-2026-2';
import { BIG5_PACK } from './pack-2026-3';
import TEAM_IS from './item-text-team/is';
import { big5View } from './view';

const pack = BIG5_PACK;
const locales = pack.itemLocales ?? [];
const englishIds = IPIP_120_ITEMS.map((i) => i.id);
const info = (id: Big5ItemLocale) => locales.find((l) => l.id === id);

describe('big5 item languages', () => {
  it('are every locale the package ships (39), en first, and the interface locales are among them', () => {
    expect(BIG5_ITEM_LOCALES).toHaveLength(39);
    expect(new Set(BIG5_ITEM_LOCALES).size).toBe(39);
    expect(BIG5_ITEM_LOCALES[0]).toBe('en');
    for (const l of ['en', 'th', 'es', 'is', 'tr', 'pt-br', 'zh-cn', 'zh-hk'])
      expect(isBig5ItemLocale(l), l).toBe(true);
    expect(isBig5ItemLocale('xx')).toBe(false);
    expect(isBig5ItemLocale('toString')).toBe(false);
    expect(locales.map((l) => l.id)).toEqual([...BIG5_ITEM_LOCALES]);
  });

  it('every package text module has exactly the English item ids', () => {
    for (const [locale, table] of Object.entries(PACKAGE_ITEM_TEXT)) {
      expect(Object.keys(table).sort(), locale).toEqual([...englishIds].sort());
      expect(
        Object.values(table).every((text) => text.trim() !== ''),
        locale,
      ).toBe(true);
    }
  });

  it('every language gives all 120 items a text (translation or English fallback), with the English ids', () => {
    for (const locale of BIG5_ITEM_LOCALES) {
      const items = big5FormItems('ipip_120', { hiring: false, itemLocale: locale }, pack);
      expect(
        items.map((i) => i.id),
        locale,
      ).toEqual(englishIds);
      for (const item of items) {
        expect(item.shownText.trim(), `${locale} ${item.id}`).not.toBe('');
        expect(big5ItemText(item.id, locale, pack)).toBe(item.shownText);
      }
      const fallbacks = items.filter((i) => i.shownLocale === 'en').length;
      expect(fallbacks, locale).toBe(locale === 'en' ? 120 : info(locale)?.englishItems);
      // Translated text is never the English, and English-fallback text is exactly the English.
      for (const item of items) {
        if (item.shownLocale === 'en') expect(item.shownText).toBe(item.text.en);
        else expect(item.shownText.trim()).not.toBe(item.text.en.trim());
      }
    }
  });

  it('detects partial languages by comparing with the English: the package leaves Icelandic 75 and Turkish 21 items in English (2026.2)', () => {
    const published = BIG5_PACK_2026_2.itemLocales ?? [];
    const was = (id: Big5ItemLocale) => published.find((l) => l.id === id);
    expect(was('en')).toMatchObject({ status: 'source', englishItems: 0 });
    expect(was('is')).toMatchObject({ name: 'Icelandic', status: 'partial', englishItems: 75 });
    expect(was('tr')).toMatchObject({ name: 'Turkish', status: 'partial', englishItems: 21 });
    expect(
      published
        .filter((l) => l.status === 'partial')
        .map((l) => l.id)
        .sort(),
    ).toEqual(['is', 'tr']);
    for (const l of published.filter((x) => x.status === 'complete')) expect(l.englishItems, l.id).toBe(0);
    // Same counts straight from the package text, so the flag follows the data, not a list.
    const stillEnglish = (table: Readonly<Record<string, string>>) =>
      IPIP_120_ITEMS.filter((i) => table[i.id]?.trim() === i.text.en.trim()).length;
    expect(stillEnglish(PACKAGE_ITEM_TEXT.is)).toBe(75);
    expect(stillEnglish(PACKAGE_ITEM_TEXT.tr)).toBe(21);
    expect(
      BIG5_PACK_2026_2.notes?.some(
        (n) => n.en.includes('Icelandic (75 of 120)') && n.en.includes('Turkish (21 of 120)'),
      ),
    ).toBe(true);
  });

  it("the team's statements fill what the package left in English: no language is partial from 2026.3", () => {
    expect(locales.filter((l) => l.status === 'partial')).toEqual([]);
    expect(info('is')).toMatchObject({ name: 'Icelandic', status: 'complete', englishItems: 0 });
    expect(info('tr')).toMatchObject({ name: 'Turkish', status: 'complete', englishItems: 0 });
    for (const locale of ['is', 'tr'] as const) {
      const items = big5FormItems('ipip_120', { hiring: false, itemLocale: locale }, pack);
      expect(
        items.filter((i) => i.shownLocale === 'en').map((i) => i.id),
        locale,
      ).toEqual([]);
    }
    // The package's own translations are kept; the team's fill only the statements it left in English.
    const packageIs = IPIP_120_ITEMS.filter((i) => PACKAGE_ITEM_TEXT.is[i.id] !== i.text.en);
    for (const item of packageIs) expect(big5ItemText(item.id, 'is', pack)).toBe(PACKAGE_ITEM_TEXT.is[item.id]);
    const trustOthers = 'ce2fbbf8-7a97-4199-bda5-117e4ecdf3b6';
    expect(PACKAGE_ITEM_TEXT.is[trustOthers]).toBe('Trust others');
    expect(big5ItemText(trustOthers, 'is', pack)).toBe('Ég treysti öðrum');
    expect(
      pack.notes?.some((n) => n.en.includes('Icelandic (75 of 120)') && n.en.includes('Partial item languages: none')),
    ).toBe(true);
  });

  it('a team statement whose English changed since it was translated (a stale stamp) is not shown', () => {
    const trustOthers = 'ce2fbbf8-7a97-4199-bda5-117e4ecdf3b6';
    const stale = {
      ...TEAM_IS,
      texts: { ...TEAM_IS.texts, [trustOthers]: { text: 'Ég treysti öðrum', source: hashText('Trust other people') } },
    };
    const built = buildItemLocales(IPIP_120_ITEMS, PACKAGE_ITEM_TEXT, { is: stale });
    expect(built.find((l) => l.id === 'is')).toMatchObject({ status: 'partial', englishItems: 1 });
    expect(built.find((l) => l.id === 'is')?.text?.[trustOthers]).toBeUndefined();
  });

  it('loads one language on demand with the same text and status as the pack that holds them all', async () => {
    for (const locale of BIG5_ITEM_LOCALES) {
      const loaded = await loadItemLocales(IPIP_120_ITEMS, locale);
      // Every language's status as the full pack has it, and the text of the asked one only.
      expect(loaded, locale).toEqual(locales.map((l) => (l.id === locale ? l : { ...l, text: undefined })));
      expect(loaded.filter((l) => l.text !== undefined).map((l) => l.id)).toEqual(
        info(locale)?.text === undefined ? [] : [locale],
      );
    }
  });

  it('the view shows a language as the full pack has it, and lists every language', async () => {
    for (const itemLocale of BIG5_ITEM_LOCALES) {
      for (const form of ['120', '50'] as const) {
        const view = await big5View({ locale: 'th', setup: { form }, itemLocale });
        const id = form === '120' ? 'ipip_120' : 'ipip_50';
        expect(view.groups.items, `${itemLocale} ${form}`).toEqual(
          big5FormItems(id, { itemLocale }, pack).map((i) => ({ id: i.id, text: i.shownText })),
        );
        expect(view.version).toBe(pack.version);
        expect(view.item_locale).toBe(itemLocale);
        expect(view.item_locales).toEqual(
          locales.map((l) => ({ id: l.id, name: l.name, partial: l.status === 'partial' })),
        );
      }
    }
  });

  it('buildItemLocales flags a language whose text is missing, empty or the English', () => {
    const item0 = IPIP_120_ITEMS[0];
    const item1 = IPIP_120_ITEMS[1];
    if (!item0 || !item1) throw new Error('no items');
    const de = { ...PACKAGE_ITEM_TEXT.de, [item0.id]: item0.text.en, [item1.id]: ' ' };
    const built = buildItemLocales(IPIP_120_ITEMS, { ...PACKAGE_ITEM_TEXT, de });
    expect(built.find((l) => l.id === 'de')).toMatchObject({ status: 'partial', englishItems: 2 });
    expect(built.find((l) => l.id === 'de')?.text?.[item0.id]).toBeUndefined();
    expect(built.find((l) => l.id === 'fr')).toMatchObject({ status: 'complete', englishItems: 0 });
  });

  it('falls back to English for untranslated items, unknown languages of an older pack, and gives undefined for an unknown id', () => {
    const untranslatedIs = IPIP_120_ITEMS.find((i) => PACKAGE_ITEM_TEXT.is[i.id] === i.text.en);
    const translatedIs = IPIP_120_ITEMS.find((i) => PACKAGE_ITEM_TEXT.is[i.id] !== i.text.en);
    if (!untranslatedIs || !translatedIs) throw new Error('expected both kinds of Icelandic items');
    // 2026.2, as published, shows the statements the package left in English in English.
    expect(big5ItemText(untranslatedIs.id, 'is', BIG5_PACK_2026_2)).toBe(untranslatedIs.text.en);
    expect(big5ItemText(translatedIs.id, 'is', BIG5_PACK_2026_2)).toBe(PACKAGE_ITEM_TEXT.is[translatedIs.id]);
    expect(big5ItemText('43c98ce8-a07a-4dc2-80f6-c1b2a2485f06', 'de', pack)).toBe(
      PACKAGE_ITEM_TEXT.de['43c98ce8-a07a-4dc2-80f6-c1b2a2485f06'],
    );
    expect(big5ItemText('no-such-item', 'de', pack)).toBeUndefined();
    // 2026.1 has no item languages beyond en/th/es: German falls back to English, Thai does not.
    const first = BIG5_PACK_2026_1.items[0];
    if (!first) throw new Error('no items');
    expect(big5ItemText(first.id, 'de', BIG5_PACK_2026_1)).toBe(first.text.en);
    expect(big5ItemText(first.id, 'th', BIG5_PACK_2026_1)).toBe(first.text.th);
    expect(big5FormItems('ipip_50', { itemLocale: 'de' }, BIG5_PACK_2026_1).every((i) => i.shownLocale === 'en')).toBe(
      true,
    );
  });

  it('O6 items keep hiringUse false and stay out of hiring forms in every language', () => {
    for (const locale of BIG5_ITEM_LOCALES) {
      const all = big5FormItems('ipip_120', { hiring: false, itemLocale: locale }, pack);
      expect(
        all.filter((i) => !i.hiringUse).map((i) => `${i.domain}${i.facet}`),
        locale,
      ).toEqual(['O6', 'O6', 'O6', 'O6']);
      const hiring = big5FormItems('ipip_120', { itemLocale: locale }, pack);
      expect(hiring, locale).toHaveLength(116);
      expect(
        hiring.some((i) => i.domain === 'O' && i.facet === 6),
        locale,
      ).toBe(false);
      expect(big5FormItems('ipip_50', { itemLocale: locale }, pack), locale).toHaveLength(50);
    }
  });
});

describe('big5 packs 2026.2 and 2026.3', () => {
  it('are published beside 2026.1, which is unchanged', async () => {
    expect(pack.version).toBe('2026.3');
    expect(await packVersion('big5', '2026.3')).toBe(pack);
    expect(await packVersion('big5', '2026.2')).toBe(BIG5_PACK_2026_2);
    expect(await packVersion('big5', '2026.1')).toBe(BIG5_PACK_2026_1);
    expect(BIG5_PACK_2026_1.itemLocales).toBeUndefined();
  });

  it('keeps the 2026.1 items, forms, results and archetypes, so th/es item text and its fixes are unchanged', () => {
    expect(pack.items).toEqual(BIG5_PACK_2026_1.items);
    expect(pack.forms).toEqual(BIG5_PACK_2026_1.forms);
    expect(pack.domains).toEqual(BIG5_PACK_2026_1.domains);
    expect(pack.facets).toEqual(BIG5_PACK_2026_1.facets);
    expect(pack.archetypes).toEqual(BIG5_PACK_2026_1.archetypes);
    // The th and es item text as it was before the other languages were added (pinned).
    const thEs = pack.items.map((i) => `${i.id}\t${i.text.th ?? ''}\t${i.text.es ?? ''}`).join('\n');
    expect(hashText(thEs)).toBe(TH_ES_ITEM_TEXT_HASH);
    for (const locale of ['th', 'es'] as const) {
      expect(info(locale)).toMatchObject({ status: 'complete', englishItems: 0 });
      expect(info(locale)?.text).toBeUndefined();
      for (const item of pack.items) expect(big5ItemText(item.id, locale, pack)).toBe(item.text[locale]);
    }
  });
});

/** hashText of the th/es item text of big5 2026.1 (with translation-fixes.ts applied). */
const TH_ES_ITEM_TEXT_HASH = '0062d118fb1f58';
