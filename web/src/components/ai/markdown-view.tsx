import { useMemo } from 'react';
import { markdownBlocks, type InlineRun } from './markdown-blocks';

function Runs({ runs }: { runs: InlineRun[] }) {
  return <>{runs.map((r, i) => (r.bold ? <strong key={i}>{r.text}</strong> : <span key={i}>{r.text}</span>))}</>;
}

/** AI-written Markdown on screen (headings, paragraphs, lists); never raw HTML. */
export function MarkdownView({ text }: { text: string }) {
  const blocks = useMemo(() => markdownBlocks(text), [text]);
  return (
    <div className="ai-markdown">
      {blocks.map((b, i) => {
        if (b.kind === 'heading') {
          const Tag = b.level <= 2 ? 'h3' : 'h4';
          return (
            <Tag key={i}>
              <Runs runs={b.runs} />
            </Tag>
          );
        }
        if (b.kind === 'paragraph')
          return (
            <p key={i}>
              <Runs runs={b.runs} />
            </p>
          );
        const List = b.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {b.items.map((item, j) => (
              <li key={j}>
                <Runs runs={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
