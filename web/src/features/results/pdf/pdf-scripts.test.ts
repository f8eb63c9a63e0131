import { describe, expect, it } from 'vitest';
import {
  cjkCodePoints,
  cjkFaceOf,
  cjkFallbacks,
  fontFamiliesFor,
  parseUnicodeRange,
  scriptsIn,
  slicesFor,
  textDirection,
} from './pdf-scripts';

describe('the scripts a report draws', () => {
  it('finds each script in names and answers, and none in Latin text', () => {
    expect([...scriptsIn(['Ada Lovelace', 'Zoë Ñúñez', '', undefined, null])]).toEqual([]);
    expect(scriptsIn(['ليلى حداد']).has('arabic')).toBe(true);
    expect(scriptsIn(['میں چیزوں کے بارے']).has('arabic')).toBe(true);
    expect(scriptsIn(['נועה כהן']).has('hebrew')).toBe(true);
    expect(scriptsIn(['अनन्या शर्मा']).has('devanagari')).toBe(true);
    expect(scriptsIn(['Անի Պետրոսյան']).has('armenian')).toBe(true);
    expect(scriptsIn(['Анна Петрова']).has('cyrillic')).toBe(true);
    expect(scriptsIn(['สมชาย ใจดี']).has('thai')).toBe(true);
    for (const cjk of ['山田 花子', 'やまだ', 'ヤマダ', '김민준', '陳大文'])
      expect(scriptsIn([cjk]).has('cjk'), cjk).toBe(true);
  });

  it('collects every script of a mixed set once', () => {
    expect([...scriptsIn(['Layla ليلى', 'ليلى', 'Ана', 'Ada'])].sort()).toEqual(['arabic', 'cyrillic']);
  });
});

describe("the report's font families", () => {
  const faces = { thai: 'SarabunThai', arabic: 'IbmPlexSansArabic', hebrew: 'NotoSansHebrew' };

  it('a Latin-only report names only the Latin face', () => {
    expect(fontFamiliesFor(scriptsIn(['Ada Lovelace', 'Tide Labs']), faces)).toEqual(['SarabunLatin']);
  });

  it('an Arabic or Hebrew name adds its face, and a Thai one the Thai face', () => {
    expect(fontFamiliesFor(scriptsIn(['ليلى حداد', 'Tide Labs']), faces)).toEqual([
      'SarabunLatin',
      'IbmPlexSansArabic',
    ]);
    expect(fontFamiliesFor(scriptsIn(['נועה כהן', 'สมชาย']), faces)).toEqual([
      'SarabunLatin',
      'NotoSansHebrew',
      'SarabunThai',
    ]);
  });

  it('a script the report has no face for adds nothing', () => {
    expect(fontFamiliesFor(scriptsIn(['山田 花子']), faces)).toEqual(['SarabunLatin']);
  });
});

describe('CJK text', () => {
  it('finds Han, Hiragana, Katakana and Hangul, and nothing in Latin, Thai, Arabic or Cyrillic text', () => {
    for (const [text, found] of [
      ['漢字', true],
      ['ひらがな', true],
      ['カタカナ', true],
      ['ｶﾀｶﾅ', true],
      ['한국어', true],
      ['ᄀ', true],
      ['𠀋', true],
      ['Ada', false],
      ['สมชาย', false],
      ['ليلى', false],
      ['Анна', false],
    ] as const)
      expect(scriptsIn([text]).has('cjk'), text).toBe(found);
  });

  it('draws kana with the Japanese face, Hangul with the Korean one, and Han alone by the respondent’s language', () => {
    expect(cjkFaceOf('山田 はなこ')).toBe('jp');
    expect(cjkFaceOf('ヤマダ')).toBe('jp');
    expect(cjkFaceOf('김민준 金')).toBe('kr');
    expect(cjkFaceOf('山田', 'ja')).toBe('jp');
    expect(cjkFaceOf('金', 'ko')).toBe('kr');
    expect(cjkFaceOf('陳大文', 'zh-hk')).toBe('tc');
    expect(cjkFaceOf('陈大文', 'zh-cn')).toBe('sc');
    expect(cjkFaceOf('陈大文')).toBe('sc');
    expect(cjkFaceOf('Ada Lovelace', 'ja')).toBeNull();
  });

  it('counts the marks and punctuation CJK text shares (ー, 、, 「」, full-width forms) as the face’s to draw', () => {
    expect(cjkCodePoints('「ラーメン」、Ａ！ a').map((cp) => String.fromCodePoint(cp))).toEqual([
      '「',
      'ラ',
      'ー',
      'メ',
      'ン',
      '」',
      '、',
      'Ａ',
      '！',
    ]);
    expect(cjkCodePoints('Ada, สมชาย')).toEqual([]);
  });

  it('picks only the slices of a face that hold the characters, each once', () => {
    expect(parseUnicodeRange('U+4e00-4e0f, U+3042,bad')).toEqual([
      [0x4e00, 0x4e0f],
      [0x3042, 0x3042],
    ]);
    const slices = {
      '[0]': 'U+20000-2a6df',
      '[1]': 'U+5c71,U+7530',
      '[2]': 'U+82b1-82b2,U+5b50',
      latin: 'U+0000-00ff',
    };
    expect(slicesFor(cjkCodePoints('山田 花子 山'), slices)).toEqual({ keys: ['[1]', '[2]'], missing: [] });
    expect(slicesFor(cjkCodePoints('𠀋'), slices)).toEqual({ keys: ['[0]'], missing: [] });
    expect(slicesFor(cjkCodePoints('Ada'), slices)).toEqual({ keys: [], missing: [] });
    expect(slicesFor([0x9999, 0x5c71], slices)).toEqual({ keys: ['[1]'], missing: [0x9999] });
    expect(cjkFallbacks('jp')).toEqual(['jp', 'sc', 'tc', 'kr']);
  });
});

describe('the direction of a paragraph', () => {
  it('runs right to left when its first letter is Arabic or Hebrew, whatever comes before or after', () => {
    expect(textDirection('أعمل جيدا مع الفريق')).toBe('rtl');
    expect(textDirection('2024: שלום team')).toBe('rtl');
    expect(textDirection('میں چیزوں')).toBe('rtl');
    expect(textDirection('I work with ليلى')).toBe('ltr');
    expect(textDirection('山田 花子')).toBe('ltr');
    expect(textDirection('123')).toBe('ltr');
  });
});
