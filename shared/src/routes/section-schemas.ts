import * as z from 'zod';
import { ZSectionKind } from '../sections/kinds-schema';
import { lazySchema } from './lazy-schema';

/** Wire shapes of the sections context. */

/** Section content as shown to the company and respondents, localized; never contains answer keys. */
export const ZContentOption = lazySchema(() => z.object({ id: z.string(), text: z.string() }));
export const ZContentItem = lazySchema(() =>
  z.object({
    id: z.string(),
    text: z.string(),
    /** A longer explanation (custom survey description, culture dimension prompt). */
    description: z.string().optional(),
    /** Question kind where a section mixes them (custom survey: open-ended, multiple-choice, multiple-select). */
    type: z.string().optional(),
    /** Choices a respondent picks from (work style, logic test, culture statements, survey options). */
    options: z.array(ZContentOption).optional(),
    /** A small data table shown with the question (logic test). */
    table: z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())) }).optional(),
    /** Suggested answer length in words (human skills). */
    words: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
    /** The answer may be left empty (custom survey). */
    optional: z.boolean().optional(),
  }),
);
export const ZSectionContent = lazySchema(() =>
  z.object({
    kind: ZSectionKind,
    version: z.string(),
    title: z.string().optional(),
    instructions: z.string().optional(),
    /** Named, ordered groups of items; each section kind documents its own group names. */
    groups: z.record(z.string(), z.array(ZContentItem)),
    /** The answer scale, where a section has one (acceptable behaviours 0-4, Big Five 1-5). */
    scale: z.array(z.object({ value: z.number().int(), label: z.string() })).optional(),
    /** Big Five: the language the items are shown in, which may differ from the interface language. */
    item_locale: z.string().optional(),
    /** Big Five: the languages the items can be shown in. */
    item_locales: z.array(z.object({ id: z.string(), name: z.string(), partial: z.boolean() })).optional(),
  }),
);
export type SectionContent = z.infer<typeof ZSectionContent>;
export type ContentItem = z.infer<typeof ZContentItem>;
