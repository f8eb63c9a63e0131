import type { PackText } from '../content-pack';
import type { Band } from './results-types';

/** Domains on the displayed scale: S is Emotional stability (Neuroticism reversed). */
export type ArchetypeDomain = 'O' | 'C' | 'E' | 'A' | 'S';
export type DomainBands = Readonly<Record<ArchetypeDomain, Band>>;

export interface Big5Archetype {
  readonly id: string;
  readonly name: PackText;
  readonly description: PackText;
  readonly strengths: readonly PackText[];
  readonly roles: readonly PackText[];
  /** Archetype ids that balance this one well. */
  readonly complementary: readonly string[];
  readonly collaboration: PackText;
  /** Bands that define the archetype; empty = the fallback. */
  readonly signature: Partial<DomainBands>;
}
