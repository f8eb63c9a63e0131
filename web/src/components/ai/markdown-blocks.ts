import { Lexer, type Token, type Tokens } from 'marked';

/**
 * AI text (Markdown) as a small block model both the screen and the PDF render: headings, paragraphs and lists of
 * plain inline runs (bold or not). No HTML from a model ever reaches the page: HTML tokens become text.
 */
export type InlineRun = { text: string; bold: boolean };
export type MarkdownBlock =
  | { kind: 'heading'; level: number; runs: InlineRun[] }
  | { kind: 'paragraph'; runs: InlineRun[] }
  | { kind: 'list'; ordered: boolean; items: InlineRun[][] };

function inline(tokens: Token[] | undefined, bold = false): InlineRun[] {
  const runs: InlineRun[] = [];
  for (const t of tokens ?? []) {
    if (t.type === 'strong') runs.push(...inline((t as Tokens.Strong).tokens, true));
    else if (t.type === 'em' || t.type === 'link' || t.type === 'del')
      runs.push(...inline((t as Tokens.Em).tokens, bold));
    else if (t.type === 'br') runs.push({ text: '\n', bold });
    else if ('text' in t && typeof t.text === 'string') runs.push({ text: decode(t.text), bold });
    else if ('raw' in t) runs.push({ text: t.raw, bold });
  }
  return runs;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

export function markdownBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const t of new Lexer().lex(text)) {
    if (t.type === 'heading')
      blocks.push({ kind: 'heading', level: (t as Tokens.Heading).depth, runs: inline((t as Tokens.Heading).tokens) });
    else if (t.type === 'paragraph') blocks.push({ kind: 'paragraph', runs: inline((t as Tokens.Paragraph).tokens) });
    else if (t.type === 'list') {
      const list = t as Tokens.List;
      blocks.push({
        kind: 'list',
        ordered: list.ordered,
        items: list.items.map((item) =>
          item.tokens.flatMap((it) =>
            'tokens' in it && it.tokens ? inline(it.tokens) : [{ text: decode(it.raw.trim()), bold: false }],
          ),
        ),
      });
    } else if (t.type !== 'space' && t.type !== 'hr' && 'raw' in t && t.raw.trim())
      blocks.push({ kind: 'paragraph', runs: [{ text: t.raw.trim(), bold: false }] });
  }
  return blocks;
}
