/** Files Vite serves by URL (`import url from './file.woff?url'`). */
declare module '*?url' {
  const url: string;
  export default url;
}
