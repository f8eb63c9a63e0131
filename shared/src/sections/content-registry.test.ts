import { describe, expect, it } from 'vitest';
import { collectTexts, findStaleTranslations, localize, packHash } from './content-pack';
import { contentPacks, latestPack, packVersion, packVersions } from './content-registry';
import { SECTION_KINDS } from './kinds';
import { sectionContent } from './section-content';

/**
 * Published content never changes: templates record the pack version they used. If this test fails
 * because you edited a published pack, revert the edit and publish a NEW version instead; then add
 * its hash here. Never update an existing hash.
 */
const PUBLISHED: Record<string, string> = {
  'values_and_traits@2026.1': '0d6cf25d45f860',
  'oaic_archetypes@2026.1': '18d00ce8d1b278',
  'acceptable_behaviors@2026.1': '068c830ec12c23',
  'work_style_identifier@2026.1': '1be79620c8880d',
  'logic_test@2026.1': '1eaee246bdaab6',
  'logic_test@2026.2': '1ac1af519e32c2',
  'custom_survey@2026.1': '13d5eda77b8fe5',
  'human_skills@2026.1': '1cc848dbdb42e0',
  'big5@2026.1': '04f6cf6857c8ce',
  'big5@2026.2': '02522a66311956',
  'big5@2026.3': '0f074cc9f8a5e6',
};

/** Every kind's published packs, loaded as the registry loads them (each kind's content is imported on demand). */
const CONTENT_PACKS = Object.fromEntries(
  await Promise.all(SECTION_KINDS.map(async (kind) => [kind, await contentPacks(kind)] as const)),
);
const latest = Object.fromEntries(
  await Promise.all(SECTION_KINDS.map(async (kind) => [kind, await latestPack(kind)] as const)),
);

describe('content pack registry', () => {
  it('has a published pack for each of the eight section kinds, with the kind and version it is filed under', async () => {
    for (const kind of SECTION_KINDS) {
      expect((await packVersions(kind)).length).toBeGreaterThan(0);
      for (const [version, pack] of Object.entries(CONTENT_PACKS[kind] ?? {})) {
        expect(pack.kind).toBe(kind);
        expect(pack.version).toBe(version);
        expect(pack.version).toMatch(/^\d{4}\.\d+$/);
        expect(pack.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('a published version never changes (pinned hashes)', () => {
    const actual: Record<string, string> = {};
    for (const kind of SECTION_KINDS) {
      for (const [version, pack] of Object.entries(CONTENT_PACKS[kind] ?? {}))
        actual[`${kind}@${version}`] = packHash(pack);
    }
    expect(actual).toEqual(PUBLISHED);
  });

  it('latestPack gives the newest version and packVersion a recorded one', async () => {
    expect((await latestPack('big5')).version).toBe('2026.3');
    expect((await packVersion('big5', '2026.1'))?.version).toBe('2026.1');
    expect(await packVersion('values_and_traits', '2026.1')).toBe(await latestPack('values_and_traits'));
    expect(await packVersion('values_and_traits', '1999.1')).toBeUndefined();
    expect(await packVersion('values_and_traits', 'toString')).toBeUndefined();
  });

  it('the content a screen shows is of the newest pack, whose version a template records', async () => {
    for (const kind of SECTION_KINDS) {
      expect((await sectionContent(kind, { locale: 'en' })).version, kind).toBe(latest[kind]?.version);
    }
  });

  it('published packs are frozen', async () => {
    const pack = await latestPack('acceptable_behaviors');
    expect(Object.isFrozen(pack)).toBe(true);
    expect(() => {
      (pack.scenarios as unknown as unknown[]).push({});
    }).toThrow();
  });

  it('no published pack has a stale or unstamped translation', () => {
    for (const kind of SECTION_KINDS) expect(findStaleTranslations(latest[kind]), kind).toEqual([]);
  });

  it('every text falls back to English when a locale is missing, and ids are unique within each list', () => {
    for (const kind of SECTION_KINDS) {
      for (const { text } of collectTexts(latest[kind])) expect(localize({ en: text.en }, 'th')).toBe(text.en);
      const paths = collectTexts(latest[kind]).map((entry) => entry.path);
      expect(new Set(paths).size, `${kind}: duplicate id in a list`).toBe(paths.length);
    }
  });
});
