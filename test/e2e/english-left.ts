import type { Page } from 'playwright-core';
import { respondentPagesEn } from '../../web/src/lib/i18n/parts/respondent-pages.en';
import { loadRespondentCatalogue, type RespondentLanguage } from '../../web/src/lib/i18n/respondent/load';
import { RESPONDENT_LOCALE_NAMES } from '@shared/i18n/respondent-locale';
import { latestPack } from '@shared/sections/content-registry';
import { LOCALE_FILE_KINDS, respondentTexts, type SectionFileLocale } from '@shared/sections/locale-check';
import { LOCALE_FILE_INDEX } from '@shared/sections/locale-index';
import { allowedEnglish } from '@shared/sections/locale-allow-list';
import { loadSectionLocale } from '@shared/sections/section-locales';
import { loadItemLocales } from '@shared/sections/big5/item-locales';
import { big5LocaleFileTexts } from '@shared/sections/big5/locale-texts';

/**
 * English left on a respondent's screen in another language (issue 27 "Done means"), found against the English the
 * product has rather than by eye:
 * - `strings`: a text of the English respondent-page catalogues (split at their ICU arguments) or of a section's
 *   English content, shown whole;
 * - `words`: a word of those English texts that no text of the respondent's language has, so a sentence hard-coded
 *   in a component, or half of a translated one, shows too.
 * What the respondent's language itself writes as the English does (its allow-listed cognates, a catalogue text
 * equal to the English, the language names) is not English left over. Names and texts the test typed are taken out
 * of the screen before looking.
 */

/** The texts of an English ICU message that are read as written: its words between the arguments and plural forms. */
function icuFragments(message: string): string[] {
  return message
    .split(/[{}]/)
    .map((part) => part.replace(/#/g, '').trim())
    .filter((part) => !/^\w+\s*,\s*(plural|select|selectordinal)\b/.test(part))
    .filter((part) => !/^(zero|one|two|few|many|other|=\d+)$/.test(part))
    .filter((part) => /[A-Za-z]{3}/.test(part));
}

const wordsOf = (text: string): string[] => (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter(Boolean);

export interface EnglishDetector {
  /** The English on one screen: whole texts, and words no text of the language has. */
  find(page: Page, typed: readonly string[]): Promise<{ strings: string[]; words: string[] }>;
}

export async function englishDetector(locale: RespondentLanguage & SectionFileLocale): Promise<EnglishDetector> {
  const english = new Set<string>();
  for (const message of Object.values(respondentPagesEn as Record<string, string>))
    for (const part of icuFragments(message)) english.add(part);
  for (const kind of LOCALE_FILE_KINDS)
    for (const text of respondentTexts(await latestPack(kind))) english.add(text.en);
  const big5 = await latestPack('big5');
  for (const text of big5LocaleFileTexts(big5)) english.add(text.en);
  for (const item of big5.items) english.add(item.text.en);

  // Everything the language itself writes.
  const own: string[] = [...Object.values(RESPONDENT_LOCALE_NAMES), ...allowedEnglish(locale)];
  own.push(...(Object.values((await loadRespondentCatalogue(locale)).messages) as string[]));
  for (const kind of LOCALE_FILE_KINDS) {
    const file = await LOCALE_FILE_INDEX[kind][locale]?.load();
    own.push(...Object.values(file?.texts ?? {}).map((t) => t.text));
  }
  own.push(...Object.values((await loadSectionLocale('big5', locale))?.texts ?? {}).map((t) => t.text));
  // The statements as the respondent's language has them (the package's and the team's), not the package's English.
  const itemLocales = await loadItemLocales(big5.items, locale);
  own.push(...Object.values(itemLocales.find((l) => l.id === locale)?.text ?? {}));
  const ownTexts = new Set(own.map((t) => t.trim()));
  const ownWords = new Set(own.flatMap(wordsOf));

  // A one-word English text the language also writes (German "Initiative" in a longer sentence) is its word too.
  const strings = [...english].filter(
    (text) => !ownTexts.has(text.trim()) && !(/^\p{L}+$/u.test(text) && ownWords.has(text.toLowerCase())),
  );
  const words = new Set([...english].flatMap(wordsOf).filter((word) => !ownWords.has(word)));
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = strings.map((s) => ({ s, re: new RegExp(`(^|[^\\p{L}])${escape(s)}($|[^\\p{L}])`, 'u') }));

  return {
    async find(page, typed) {
      await page.waitForLoadState('networkidle');
      let text = await screenText(page);
      for (const t of [...typed].sort((a, b) => b.length - a.length)) text = text.split(t).join('\n');
      return {
        strings: patterns.filter(({ re }) => re.test(text)).map(({ s }) => s),
        words: [...new Set(wordsOf(text).filter((word) => words.has(word)))],
      };
    },
  };
}

/**
 * What the screen shows and says: the text of every rendered element (a visually hidden one too: a screen reader
 * reads it), and the names, hints and titles of controls and images. Not the options of a language list, each of
 * which is marked as the language it names.
 */
function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, option[lang]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      out.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('option[lang]') || !element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'aria-valuetext', 'aria-description', 'placeholder', 'title', 'alt'])
        if (element.hasAttribute(name)) out.push(element.getAttribute(name) ?? '');
    }
    return out.join('\n');
  });
}
