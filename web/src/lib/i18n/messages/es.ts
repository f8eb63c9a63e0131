import type { Messages } from './en';
import { esCore } from './es-core';
import { esExtra } from './es-extra';

/** Every Spanish string: the core every page may need and the rest (loaded as two parts by i18n.ts). */
export const es: Partial<Messages> = { ...esCore, ...esExtra };
