import { lazy, type ComponentType } from 'react';
import type { SectionContent } from '@shared/routes';
import type { SectionScreens } from '../types';

/**
 * A lazily loaded screen that can also be fetched ahead of time (the answer screen, before the timer starts). Fetched
 * once: asking again (a page asks at each render) costs nothing, where each `import()` would run the bundler's preload
 * step again, which looks through the whole page (on a question screen, hundreds of elements). A failed fetch is
 * forgotten, so the next ask tries again.
 */
export function screen<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let fetched: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () =>
    (fetched ??= load().catch((error: unknown) => {
      fetched = undefined;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}

/** Checks a kind's screens against the shape. */
export const defineScreens = (screens: SectionScreens): SectionScreens => screens;

/** The item ids of one group of a section's content. */
export const groupIds = (content: SectionContent, group: string) => (content.groups[group] ?? []).map((i) => i.id);

/** Answers kept as a flat map of question id → answer; anything that is not a map reads as empty. */
export const flatAnswers = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v)) : {};
