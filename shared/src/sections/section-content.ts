import type { SectionContent } from '../routes/schemas';
import type { SectionKind } from './kinds';
import { SECTION_REGISTRY } from './registry';
import type { SectionViewInput } from './view-types';

export type { SectionView, SectionViewInput } from './view-types';

/**
 * The localized content of a section as screens show it, from its kind's module. Answer keys never appear here.
 * The kind's content (and, for the Big Five, the one item language asked for) is loaded on the first call.
 */
export function sectionContent(kind: SectionKind, input: SectionViewInput): Promise<SectionContent> {
  return SECTION_REGISTRY[kind].view(input);
}
