import { describe, expect, it } from 'vitest';
import { fontFamiliesFor, scriptsIn } from './pdf-scripts';

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
