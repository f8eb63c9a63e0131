import type { SectionKind } from '@shared/sections/kinds';
import type { MessageKey } from './i18n/messages/en';

export function sectionNameKey(kind: SectionKind): MessageKey {
  return `section.${kind}` as MessageKey;
}
