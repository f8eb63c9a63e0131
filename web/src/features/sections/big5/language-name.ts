/**
 * A language in its own name ("Deutsch", "ไทย", "português (Brasil)"), as its speakers look for it, whatever the
 * interface language; the package's English name where the browser has no name for it.
 */
export function nativeLanguageName(id: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([id], { type: 'language' }).of(id);
    if (!name || name.toLowerCase() === id.toLowerCase()) return fallback;
    return name.charAt(0).toLocaleUpperCase(id) + name.slice(1);
  } catch {
    return fallback;
  }
}
