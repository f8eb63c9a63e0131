import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { Font } from '@react-pdf/renderer';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** In the browser a face's src is the URL the build gave it; in a unit test, the file it names. */
export function fontsFromDisk(): void {
  for (const family of Object.values(Font.getRegisteredFonts()) as { sources: { src: string }[] }[])
    for (const source of family.sources) {
      const path = source.src.replace(/^\/@fs\//, '/').replace(/^\/node_modules\//, `${root}node_modules/`);
      source.src = existsSync(path) ? path : source.src;
    }
}

/** The PDF's font names and every text its fonts can map back to (their ToUnicode maps), as Unicode hex. */
export function fontsAndText(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  const fonts = [...raw.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!);
  const maps: string[] = [];
  for (const m of raw.matchAll(/\/Filter \/FlateDecode[^]*?stream\r?\n([^]*?)endstream/g)) {
    try {
      const text = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      if (text.includes('beginbfrange') || text.includes('beginbfchar')) maps.push(text.toLowerCase());
    } catch {
      // not a stream of ours to read
    }
  }
  const mapped = (ch: string) =>
    maps.some((map) => map.includes(`<${ch.codePointAt(0)!.toString(16).padStart(4, '0')}>`));
  return { fonts, mapped };
}
