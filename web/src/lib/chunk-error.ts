/**
 * Which failure a page load met (spec part 2 §8): a stylesheet chunk that did not load carries the code
 * CSS_CHUNK_LOAD_FAILED, a script chunk CHUNK_LOAD_FAILED (a deploy replaced the files, or the network dropped);
 * anything else is an error of the page itself.
 */
export type PageLoadFailure = 'CSS_CHUNK_LOAD_FAILED' | 'CHUNK_LOAD_FAILED' | 'INTERNAL';

export function classifyPageError(error: unknown): PageLoadFailure {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/Unable to preload CSS|stylesheet/i.test(message)) return 'CSS_CHUNK_LOAD_FAILED';
  if (
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch|ChunkLoadError/i.test(
      message,
    )
  )
    return 'CHUNK_LOAD_FAILED';
  return 'INTERNAL';
}
