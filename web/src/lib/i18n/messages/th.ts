import type { Messages } from './en';
import { respondentPagesTh } from '../parts/respondent-pages.th';
import { otherPagesTh } from '../parts/other-pages.th';

/** Every Thai string: the catalogues of each context, as in English (en.ts), through the two parts that load them. */
export const th: Partial<Messages> = { ...respondentPagesTh, ...otherPagesTh };
