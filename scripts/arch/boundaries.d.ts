/** Types of boundaries.js (plain JavaScript so eslint.config.js can import it). */
export interface Area {
  name: string;
  root: string;
  base: string[];
  layers: string[][];
}
export interface Location {
  area: Area;
  unit: string;
  base: boolean;
  layer: number;
  face: boolean;
  entry: boolean;
  rel: string;
}
export interface Problem {
  kind: 'upward' | 'face' | 'unknown';
  message: string;
}
export const AREAS: Area[];
export const FACE_FILES: string[];
export const ENTRY_FILES: string[];
export function isExempt(file: string): boolean;
export function locate(file: string, repoRoot: string): Location | null;
export function resolveImport(fromFile: string, spec: string): string | null;
export function checkImport(fromFile: string, targetFile: string, repoRoot: string): Problem | null;
