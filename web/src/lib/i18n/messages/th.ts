import type { Messages } from './en';
import { thCore } from './th-core';
import { thExtra } from './th-extra';

/** Every Thai string: the core every page may need and the rest (loaded as two parts by i18n.ts). */
export const th: Partial<Messages> = { ...thCore, ...thExtra };
