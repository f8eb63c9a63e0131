import * as z from 'zod';
import { LOCALES } from './locale';

/** An interface locale (spec part 2 §1) as a zod schema, apart from ./locale so the browser's entry has no zod. */
export const ZLocale = z.enum(LOCALES);
