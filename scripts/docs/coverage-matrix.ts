/**
 * Reads docs/spec-coverage.md: every row of every table that has a "User can reach it" column, with its cells by
 * header. Used by the matrix's own test (coverage-matrix.test.ts), which keeps its vocabulary and its file references
 * honest.
 */
import { readFileSync } from 'node:fs';

export interface MatrixRow {
  line: number;
  cells: Record<string, string>;
}

/** Splits a Markdown table row on its unescaped pipes. */
export function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

export function matrixRows(text: string): MatrixRow[] {
  const rows: MatrixRow[] = [];
  let header: string[] | null = null;
  text.split('\n').forEach((line, i) => {
    if (!line.startsWith('|')) {
      header = null;
      return;
    }
    const cells = tableCells(line);
    if (!header) {
      header = cells;
      return;
    }
    if (cells.every((c) => /^:?-+:?$/.test(c))) return;
    if (!header.includes('User can reach it')) return;
    const h = header;
    rows.push({ line: i + 1, cells: Object.fromEntries(h.map((name, k) => [name, cells[k] ?? ''])) });
  });
  return rows;
}

export function readMatrix(path: string): MatrixRow[] {
  return matrixRows(readFileSync(path, 'utf8'));
}
