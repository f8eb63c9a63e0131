import { describe, expect, it } from 'vitest';
import { checkLocaleFile } from '../locale-check';
import { big5FormItems, IPIP_120_ITEMS } from './content';
import { PACKAGE_ENGLISH_ITEMS, type Big5PackageItemLocale } from './item-text';
import { englishItemsLeft, TEAM_ITEM_TEXT_LOADERS } from './item-text-team';
import { TEAM_ITEM_TEXT } from './item-text-team/all';
import { teamItemEnglish } from './item-text-team/english';
import { BIG5_PACK } from './pack-2026-3';
import { scoreBig5 } from './scorer';
import { big5View } from './view';

const teamLocales = Object.keys(TEAM_ITEM_TEXT_LOADERS) as Big5PackageItemLocale[];

// The content check for the team's Big Five statements (issue 27, docs/content.md "Big Five item languages"): each
// file translates every statement the package left in English of its language, from the English as it is now.
describe("the team's Big Five statements", () => {
  it('every package language with statements in English has a team file, and each file is in the pack', () => {
    const withEnglish = (Object.entries(PACKAGE_ENGLISH_ITEMS) as [Big5PackageItemLocale, number][])
      .filter(([, n]) => n > 0)
      .map(([locale]) => locale);
    expect(withEnglish.sort()).toEqual(['is', 'tr']);
    expect(teamLocales.sort()).toEqual(withEnglish);
    expect(Object.keys(TEAM_ITEM_TEXT).sort()).toEqual(teamLocales);
    for (const locale of teamLocales) expect(englishItemsLeft(locale), locale).toBe(0);
  });

  it.each(teamLocales)(
    '%s: no statement missing or unknown, every stamp the hash of the current English, none left as the English',
    async (locale) => {
      const english = await teamItemEnglish(locale);
      expect(english).toHaveLength(PACKAGE_ENGLISH_ITEMS[locale]);
      const file = await TEAM_ITEM_TEXT_LOADERS[locale]?.();
      expect(file, locale).toBeDefined();
      expect(file).toBe(TEAM_ITEM_TEXT[locale]);
      expect(checkLocaleFile(english, file!)).toEqual([]);
      // Not validated by a native speaker yet (docs/content.md).
      expect(file?.state).toBe('translated');
    },
  );

  it('the check names a missing statement, a stale stamp, a text left in English and an id the package translated', async () => {
    const english = await teamItemEnglish('tr');
    const file = TEAM_ITEM_TEXT.tr!;
    const [first, second, third] = english.map((e) => e.path);
    const texts = { ...file.texts };
    delete texts[first!];
    texts[second!] = { text: texts[second!]!.text, source: '0000000000000' };
    texts[third!] = { text: english[2]!.en, source: english[2]!.source };
    texts['43c98ce8-a07a-4dc2-80f6-c1b2a2485f06'] = { text: 'Her şeye endişelenirim.', source: 'x' };
    expect(checkLocaleFile(english, { ...file, texts }).map((p) => [p.path, p.reason])).toEqual([
      [first, 'missing'],
      [second, 'stale'],
      [third, 'untranslated'],
      ['43c98ce8-a07a-4dc2-80f6-c1b2a2485f06', 'unknown'],
    ]);
  });

  it('a respondent in Icelandic or Turkish answers the same items by id, and is scored as in English', async () => {
    const en = await big5View({ locale: 'en', setup: { form: '120' }, itemLocale: 'en' });
    const answers = Object.fromEntries(en.groups.items!.map((item, i) => [item.id, ((i * 7) % 5) + 1]));
    const keys = IPIP_120_ITEMS.map(({ id, domain, facet, keyed }) => ({ id, domain, facet, keyed }));
    const english = scoreBig5({ form: '120', items: keys, candidate: answers });
    for (const itemLocale of teamLocales) {
      const view = await big5View({ locale: 'en', setup: { form: '120' }, itemLocale });
      expect(view.groups.items!.map((i) => i.id)).toEqual(en.groups.items!.map((i) => i.id));
      // Every statement is in the respondent's language now; none equals the English.
      const shown = big5FormItems('ipip_120', { itemLocale }, BIG5_PACK);
      expect(shown.every((i) => i.shownLocale === itemLocale)).toBe(true);
      expect(view.item_locales?.find((l) => l.id === itemLocale)?.partial).toBe(false);
      const byId = Object.fromEntries(view.groups.items!.map((item) => [item.id, answers[item.id]!]));
      expect(scoreBig5({ form: '120', items: keys, candidate: byId })).toEqual(english);
    }
  });
});
