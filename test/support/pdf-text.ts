import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by the results report (react-pdf, which writes with pdfkit) shows, run by run with where each
 * starts, read back through each font's ToUnicode map as a PDF reader's copy and search would. Made for these PDFs
 * only: objects not in object streams, fonts named per page, text drawn with Tj and TJ. Right-to-left text comes out
 * in the order it is drawn (left to right on the page): an Arabic word reads reversed.
 */
export function pdfText(pdf: Uint8Array): PdfTextRun[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([^]*?)endobj/g)) {
    const body = m[2]!;
    const s = /^([^]*?)stream\r?\n([^]*?)\r?\nendstream/.exec(body);
    if (!s) {
      objects.set(m[1]!, { dict: body });
      continue;
    }
    const bytes = Buffer.from(s[2]!, 'latin1');
    let stream: string;
    try {
      stream = s[1]!.includes('/FlateDecode') ? inflateSync(bytes).toString('latin1') : s[2]!;
    } catch {
      stream = '';
    }
    objects.set(m[1]!, { dict: s[1]!, stream });
  }
  const ref = (dict: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];
  const cmaps = new Map<string, { width: number; map: Map<number, string> }>();
  const cmapOf = (fontId: string) => {
    let found = cmaps.get(fontId);
    if (found) return found;
    const stream = objects.get(ref(objects.get(fontId)?.dict ?? '', 'ToUnicode') ?? '')?.stream ?? '';
    const map = new Map<number, string>();
    const utf16 = (hex: string) =>
      String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
    for (const block of stream.matchAll(/beginbfchar([^]*?)endbfchar/g))
      for (const p of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
        map.set(parseInt(p[1]!, 16), utf16(p[2]!));
    for (const block of stream.matchAll(/beginbfrange([^]*?)endbfrange/g))
      for (const p of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
        const [first, last] = [parseInt(p[1]!, 16), parseInt(p[2]!, 16)];
        const targets = [...p[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].map((t) => t[1]!.replace(/\s/g, ''));
        for (let code = first; code <= last; code++) {
          if (p[3]!.startsWith('[')) map.set(code, utf16(targets[code - first] ?? ''));
          else {
            const base = targets[0]!;
            const end = parseInt(base.slice(-4), 16) + code - first;
            map.set(code, utf16(base.slice(0, -4) + end.toString(16).padStart(4, '0')));
          }
        }
      }
    const range = /begincodespacerange\s*<([0-9a-f]+)>/i.exec(stream);
    found = { width: range ? range[1]!.length : 4, map };
    cmaps.set(fontId, found);
    return found;
  };
  const runs: PdfTextRun[] = [];
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  for (const [index, page] of pages.entries()) {
    const resources = objects.get(ref(page.dict, 'Resources') ?? '')?.dict ?? page.dict;
    const fonts = new Map(
      [...(/\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)].map((f) => [f[1]!, f[2]!]),
    );
    const content = objects.get(ref(page.dict, 'Contents') ?? '')?.stream ?? '';
    // The graphics state's transform (q, Q, cm) places each text block: a run's x is where it starts on the page.
    type Matrix = [number, number, number, number, number, number];
    const times = ([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix => [
      a * A + b * C,
      a * B + b * D,
      c * A + d * C,
      c * B + d * D,
      e * A + f * C + E,
      e * B + f * D + F,
    ];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    let font: { width: number; map: Map<number, string> } | undefined;
    let tm: Matrix = [1, 0, 0, 1, 0, 0];
    const ops =
      /([-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+) (cm|Tm)\b|\b(q|Q|BT)\b|\/(\w+) [\d.]+ Tf|(\[[^\]]*\]|<[0-9a-f]*>)\s*T[jJ]/gi;
    for (const op of content.matchAll(ops)) {
      if (op[2] === 'cm') ctm = times(op[1]!.split(' ').map(Number) as Matrix, ctm);
      else if (op[2] === 'Tm') tm = op[1]!.split(' ').map(Number) as Matrix;
      else if (op[3] === 'q') stack.push(ctm);
      else if (op[3] === 'Q') ctm = stack.pop() ?? ctm;
      else if (op[3] === 'BT') tm = [1, 0, 0, 1, 0, 0];
      else if (op[4]) font = cmapOf(fonts.get(op[4]) ?? '');
      else if (font && op[5]) {
        let text = '';
        for (const hex of op[5].matchAll(/<([0-9a-f]*)>/gi))
          for (const code of hex[1]!.match(new RegExp(`.{${font.width}}`, 'g')) ?? [])
            text += font.map.get(parseInt(code, 16)) ?? '';
        const at = times(tm, ctm);
        if (text) runs.push({ text, page: index + 1, x: Math.round(at[4]), y: Math.round(at[5]) });
      }
    }
  }
  return runs;
}

/** One piece of text as drawn: its characters, and where it starts (points from the page's left and bottom). */
export interface PdfTextRun {
  text: string;
  page: number;
  x: number;
  y: number;
}

/**
 * The PDF's lines: the runs at the same height on a page, left to right, joined. A right-to-left line reads in
 * drawing order (reverse it for its logical order, which holds for Arabic letters outside ligatures such as lam-alef).
 */
export function pdfLines(pdf: Uint8Array): { text: string; page: number; x: number }[] {
  const byLine = new Map<string, PdfTextRun[]>();
  for (const run of pdfText(pdf)) {
    const key = `${run.page}:${run.y}`;
    byLine.set(key, [...(byLine.get(key) ?? []), run]);
  }
  return [...byLine.values()].map((runs) => {
    const sorted = runs.sort((a, b) => a.x - b.x);
    return { text: sorted.map((r) => r.text).join(''), page: sorted[0]!.page, x: sorted[0]!.x };
  });
}
