import type { PackText } from '../content-pack';
import type { Big5Domain, Big5FacetCode } from './items';

export const BANDS = ['low', 'average', 'high'] as const;
export type Band = (typeof BANDS)[number];

/** Text per band, on the DISPLAYED scale (for Emotional stability, high = calm, i.e. low raw Neuroticism). */
export type BandTexts = Readonly<Record<Band, PackText>>;

export interface DomainResultText {
  readonly id: Big5Domain;
  /** Summary key used in results (spec part 1 §3: openness, conscientiousness, ...). */
  readonly key: 'neuroticism' | 'extraversion' | 'openness' | 'agreeableness' | 'conscientiousness';
  readonly name: PackText;
  /** true for Neuroticism: shown as Emotional stability, so the raw band is flipped. */
  readonly reversed: boolean;
  readonly description: PackText;
  readonly bands: BandTexts;
}

export interface FacetResultText {
  readonly id: Big5FacetCode;
  readonly name: PackText;
  readonly reversed: boolean;
  /** false for O6: not shown or used in hiring. */
  readonly hiringUse: boolean;
  readonly bands: BandTexts;
}

/** Band to show for a raw band: flipped for reversed (Neuroticism) scales. */
export function displayBand(rawBand: Band, reversed: boolean): Band {
  if (!reversed || rawBand === 'average') return rawBand;
  return rawBand === 'low' ? 'high' : 'low';
}
