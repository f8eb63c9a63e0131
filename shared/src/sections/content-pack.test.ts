import { describe, expect, it } from 'vitest';
import {
  applyStamps,
  compareVersions,
  currentStamps,
  definePack,
  findStaleTranslations,
  hashText,
  localize,
  localizeDeep,
  packHash,
  t,
} from './content-pack';

const raw = {
  kind: 'custom_survey' as const,
  version: '2026.1' as const,
  publishedAt: '2026-11-22',
  attribution: [],
  items: [
    { id: 'q1', text: t('Why this role?', 'ทำไมถึงสนใจตำแหน่งนี้', '¿Por qué este puesto?') },
    { id: 'q2', text: t('Only English') },
  ],
};

describe('content packs', () => {
  it('missing translations fall back to English', () => {
    expect(localize(t('Hello', undefined, 'Hola'), 'th')).toBe('Hello');
    expect(localize(t('Hello', '', 'Hola'), 'th')).toBe('Hello');
    expect(localize(t('Hello', 'สวัสดี', 'Hola'), 'th')).toBe('สวัสดี');
    expect(localize(t('Hello', 'สวัสดี', 'Hola'), 'es')).toBe('Hola');
  });

  it('localizeDeep turns every text of a payload into the chosen locale', () => {
    expect(localizeDeep(raw.items, 'es')).toEqual([
      { id: 'q1', text: '¿Por qué este puesto?' },
      { id: 'q2', text: 'Only English' },
    ]);
  });

  it('a translation made from the current English is not stale', () => {
    const pack = definePack(raw, currentStamps(raw));
    expect(findStaleTranslations(pack)).toEqual([]);
  });

  it('editing the English after translation marks the translations stale', () => {
    const stamps = currentStamps(raw);
    const edited = {
      ...raw,
      items: [{ id: 'q1', text: t('Why do you want this role?', 'ทำไมถึงสนใจตำแหน่งนี้', '¿Por qué este puesto?') }],
    };
    expect(findStaleTranslations(applyStamps(edited, stamps))).toEqual([
      { path: 'items.q1.text', locales: ['th', 'es'], reason: 'english_changed' },
    ]);
  });

  it('a translation with no recorded source is reported', () => {
    expect(findStaleTranslations(applyStamps(raw, {}))).toEqual([
      { path: 'items.q1.text', locales: ['th', 'es'], reason: 'unstamped' },
    ]);
  });

  it('a published pack is frozen and its version must be YYYY.N', () => {
    const pack = definePack(raw, {});
    expect(Object.isFrozen(pack.items[0]?.text)).toBe(true);
    expect(() => definePack({ ...raw, version: '2026' as '2026.1' }, {})).toThrow(/YYYY.N/);
  });

  it('versions order by year, then sequence', () => {
    expect(compareVersions('2026.2', '2026.10')).toBeLessThan(0);
    expect(compareVersions('2027.1', '2026.9')).toBeGreaterThan(0);
  });

  it('the pack hash changes with any edit and ignores key order', () => {
    expect(packHash({ a: 1, b: [t('x')] })).toBe(packHash({ b: [t('x')], a: 1 }));
    expect(packHash({ a: 1, b: [t('x')] })).not.toBe(packHash({ a: 1, b: [t('y')] }));
    expect(hashText('')).toMatch(/^[0-9a-f]{14}$/);
  });
});
