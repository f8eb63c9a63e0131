import { describe, expect, it } from 'vitest';
import { BIG5_ITEM_LOCALE_NAMES } from '@shared/sections/big5/item-locales';
import { nativeLanguageName, ownName } from './language-name';

describe('the Big Five statement languages, each in its own name', () => {
  it.each([
    ['de', 'Deutsch'],
    ['th', 'ไทย'],
    ['ja', '日本語'],
    ['fr', 'Français'],
    ['pt-br', 'Português (Brasil)'],
  ])('%s is %s', (id, name) => {
    expect(nativeLanguageName(id, BIG5_ITEM_LOCALE_NAMES[id as keyof typeof BIG5_ITEM_LOCALE_NAMES])).toBe(name);
  });

  it('every language of the list has a name, and only English is named in English', () => {
    const names = Object.entries(BIG5_ITEM_LOCALE_NAMES).map(([id, english]) => [id, nativeLanguageName(id, english)]);
    for (const [, name] of names) expect(name).not.toBe('');
    expect(names.filter(([id, name]) => id !== 'en' && name === BIG5_ITEM_LOCALE_NAMES[id as 'en'])).toEqual([
      ['de', 'Deutsch'],
    ]);
  });

  it('names each language as the runtime does (the names are kept, not made on the phone)', () => {
    for (const [id, english] of Object.entries(BIG5_ITEM_LOCALE_NAMES))
      expect([id, nativeLanguageName(id, english)]).toEqual([id, ownName(id, english)]);
  });

  it('falls back to the given name for a code the runtime cannot name', () => {
    expect(nativeLanguageName('not a tag', 'Fallback')).toBe('Fallback');
  });
});
