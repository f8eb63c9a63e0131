import * as z from '../zod-mini';
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
    description: z.optional(z.string()),
    /** Question kind where a section mixes them (custom survey: open-ended, multiple-choice, multiple-select). */
    type: z.optional(z.string()),
    /** Choices a respondent picks from (work style, logic test, culture statements, survey options). */
    options: z.optional(z.array(ZContentOption)),
    /** A small data table shown with the question (logic test). */
    table: z.optional(z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())) })),
    /** Suggested answer length in words (human skills). */
    words: z.optional(z.object({ min: z.number().check(z.int()), max: z.number().check(z.int()) })),
    /** The answer may be left empty (custom survey). */
    optional: z.optional(z.boolean()),
  }),
);
export const ZSectionContent = lazySchema(() =>
  z.object({
    kind: ZSectionKind,
    version: z.string(),
    title: z.optional(z.string()),
    instructions: z.optional(z.string()),
    /** Named, ordered groups of items; each section kind documents its own group names. */
    groups: z.record(z.string(), z.array(ZContentItem)),
    /** The answer scale, where a section has one (acceptable behaviours 0-4, Big Five 1-5). */
    scale: z.optional(z.array(z.object({ value: z.number().check(z.int()), label: z.string() }))),
    /** Big Five: the language the items are shown in, which may differ from the interface language. */
    item_locale: z.optional(z.string()),
    /** Big Five: the languages the items can be shown in. */
    item_locales: z.optional(z.array(z.object({ id: z.string(), name: z.string(), partial: z.boolean() }))),
  }),
);
export type SectionContent = z.infer<typeof ZSectionContent>;
export type ContentItem = z.infer<typeof ZContentItem>;
