/** Files Vite serves by URL (`import url from './file.woff?url'`). */
declare module '*?url' {
  const url: string;
  export default url;
}

/** One language's error-catalogue texts by code (web/error-text-plugin.ts). */
declare module 'virtual:error-text/*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}

/** One language's part of the respondent's pages' strings by key (web/message-part-plugin.ts). */
declare module 'virtual:messages/*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}

/**
 * Files found when the app is built (Vite's `import.meta.glob`): as URLs, or as modules loaded when asked for
 * (web/src/features/results/pdf/pdf-fonts.ts).
 */
interface ImportMeta {
  glob<T>(pattern: string | string[], options: { query: string; import: string; eager: true }): Record<string, T>;
  glob<T>(pattern: string | string[], options: { import: string }): Record<string, () => Promise<T>>;
}
