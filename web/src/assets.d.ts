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
