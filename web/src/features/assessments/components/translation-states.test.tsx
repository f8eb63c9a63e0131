import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { translationState, translationStates } from './translation-states';
import { TranslationStatesList } from './translation-states-list';
import { sectionLocaleStatus } from '@shared/sections/locale-status';
import { loadAllMessages } from '../../../lib/i18n/i18n';

// The wizard's strings are among every page's, loaded before an employer's page shows.
beforeAll(() => loadAllMessages());

describe("the wizard's translation state per chosen language and section", () => {
  it('follows sectionLocaleStatus for sections with locale files, and names the state in four words', () => {
    // German values and traits has a file: its state is the index's (translated, not validated so far).
    const german = sectionLocaleStatus('values_and_traits', 'de');
    expect(translationState('values_and_traits', 'de')).toBe(german === 'stale' ? 'partial' : german);
    // Catalan's values-and-traits file: the same, from the index.
    expect(sectionLocaleStatus('values_and_traits', 'ca')).toBe('translated');
    expect(translationState('values_and_traits', 'ca')).toBe('translated');
    // The logic test in one of the 16 newest languages: its file carries the whole item pool.
    expect(translationState('logic_test', 'fi')).toBe('translated');
    // Thai and Spanish are in the packs; English is the source and is not listed.
    expect(translationState('logic_test', 'th')).toBe('translated');
    expect(translationState('logic_test', 'en')).toBeUndefined();
  });

  it("the Big Five follows its statements' translations", () => {
    expect(translationState('big5', 'de')).toBe('translated');
    // Icelandic and Turkish: the team translated what the package left in English, so neither is partly translated.
    expect(translationState('big5', 'is')).toBe('translated');
    expect(translationState('big5', 'tr')).toBe('translated');
    expect(translationStates(['big5', 'values_and_traits'], ['en', 'de']).map((r) => r.locale)).toEqual(['de']);
  });

  it('shows each chosen language in its own name with each section and its state; nothing when only English is chosen', () => {
    const html = renderToStaticMarkup(
      <TranslationStatesList sections={['values_and_traits', 'big5']} languages={['de', 'ca']} />,
    );
    expect(html).toContain('Deutsch');
    expect(html).toContain('Català');
    expect(html).toContain('(translated, not validated)');
    expect(html).not.toContain('(English only)');
    expect(renderToStaticMarkup(<TranslationStatesList sections={['big5']} languages={['en']} />)).toBe('');
  });
});
