import * as z from '../zod-mini';
import { SECTION_KINDS } from './kinds';

export * from './kinds';

/** A section kind on the wire. Apart from kinds.ts so pages that only name sections (the respondent's test) load no zod. */
export const ZSectionKind = z.enum(SECTION_KINDS);
