/**
 * Readers for the two small records every page reads before its first screen: the session record in browser
 * storage and /config.json. Written by hand because even zod/mini brings about 35 KB gzipped of zod's core to the
 * candidate page; the server and the forms keep zod. A reader returns the value, its default when absent, or INVALID.
 */
export const INVALID = Symbol('invalid');
export type Reader<T> = (value: unknown) => T | typeof INVALID;

export const text =
  (fallback?: string): Reader<string> =>
  (v) =>
    v === undefined && fallback !== undefined ? fallback : typeof v === 'string' ? v : INVALID;

export const nonEmptyText: Reader<string> = (v) => (typeof v === 'string' && v.length > 0 ? v : INVALID);

export const optionalText: Reader<string | undefined> = (v) =>
  v === undefined ? undefined : typeof v === 'string' ? v : INVALID;

export const optionalUrl: Reader<string | undefined> = (v) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') return INVALID;
  try {
    new URL(v);
    return v;
  } catch {
    return INVALID;
  }
};

export const flag =
  (fallback: boolean): Reader<boolean> =>
  (v) =>
    v === undefined ? fallback : typeof v === 'boolean' ? v : INVALID;

export const textList =
  (fallback: string[]): Reader<string[]> =>
  (v) =>
    v === undefined
      ? [...fallback]
      : Array.isArray(v) && v.every((x) => typeof x === 'string')
        ? [...(v as string[])]
        : INVALID;

export const oneOf =
  <T extends string>(options: readonly T[], fallback: T): Reader<T> =>
  (v) =>
    v === undefined ? fallback : options.includes(v as T) ? (v as T) : INVALID;

type Shape = Record<string, Reader<unknown>>;
export type RecordOf<S extends Shape> = { [K in keyof S]: Exclude<ReturnType<S[K]>, typeof INVALID> };

/** Only the shape's keys, each read by its reader; null when the value is not an object or any field is invalid. */
export function readRecord<S extends Shape>(shape: S, value: unknown): RecordOf<S> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(shape)) {
    const v = read((value as Record<string, unknown>)[key]);
    if (v === INVALID) return null;
    if (v !== undefined) out[key] = v;
  }
  return out as RecordOf<S>;
}

/** A nested record as a field: its default when absent. */
export const nested =
  <S extends Shape>(shape: S, fallback: RecordOf<S>): Reader<RecordOf<S>> =>
  (v) =>
    v === undefined ? fallback : (readRecord(shape, v) ?? INVALID);
