import { enCore } from './en-core';
import { enExtra } from './en-extra';

/**
 * Interface strings, English (the source): the core every page loads (en-core.ts) and the rest (en-extra.ts), loaded
 * before any page that is not a respondent's. th and es translate these keys; a missing key falls back to English.
 */
export const en = { ...enCore, ...enExtra } as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
