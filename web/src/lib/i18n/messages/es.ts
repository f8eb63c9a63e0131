import type { Messages } from './en';

export const es: Partial<Messages> = {};
