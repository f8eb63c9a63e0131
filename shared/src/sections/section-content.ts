import type { SectionContent } from '../routes/schemas';
import type { SectionKind } from './kinds';
import { SECTION_REGISTRY } from './registry';
import type { SectionView, SectionViewInput } from './view-types';

export type { SectionView, SectionViewInput } from './view-types';

/** The content view of a section kind, from its module. */
export const sectionView = (kind: SectionKind): SectionView => SECTION_REGISTRY[kind].view;

/** The localized content of a section as screens show it. Answer keys never appear here. */
export function sectionContent(kind: SectionKind, input: SectionViewInput): SectionContent {
  return sectionView(kind)(input);
}
