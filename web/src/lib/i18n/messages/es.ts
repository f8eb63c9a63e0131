import type { Messages } from './en';
import { respondentPagesEs } from '../parts/respondent-pages.es';
import { otherPagesEs } from '../parts/other-pages.es';

/** Every Spanish string: the catalogues of each context, as in English (en.ts), through the two parts that load them. */
export const es: Partial<Messages> = { ...respondentPagesEs, ...otherPagesEs };
