import type { Messages } from './en';

export const th: Partial<Messages> = {};
