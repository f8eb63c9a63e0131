import * as z from 'zod';
import { LOCALES } from './locale';
import { RESPONDENT_LOCALES } from './respondent-locale';

/** An interface locale (spec part 2 §1) as a zod schema, apart from ./locale so the browser's entry has no zod. */
export const ZLocale = z.enum(LOCALES);

/** A respondent language (./respondent-locale): any language a test can be taken in. */
export const ZRespondentLocale = z.enum(RESPONDENT_LOCALES);
