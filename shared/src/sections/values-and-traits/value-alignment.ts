import { VALUES } from './content-values';

/**
 * The value alignment set (spec part 1 §3 "Value alignment"): versions (name, enabled) and items
 * (version_id, title, title_th). Field names are the spec's storage names; `title_es` is our addition
 * for the Spanish interface. Items are derived from the values of the values_and_traits pack so both
 * lists use one wording and one id per value.
 */
export interface ValueAlignmentVersion {
  readonly id: string;
  readonly name: string;
  readonly enabled: boolean;
}

export interface ValueAlignmentItem {
  /** Same id as the value in the values_and_traits pack (`value_integrity`). */
  readonly id: string;
  readonly version_id: string;
  readonly title: string;
  readonly title_th: string;
  readonly title_es: string;
}

export const VALUE_ALIGNMENT_VERSIONS: readonly ValueAlignmentVersion[] = Object.freeze([
  Object.freeze({ id: 'value_set_2026_1', name: 'Core value set 2026.1', enabled: true }),
]);

export const VALUE_ALIGNMENT_ITEMS: readonly ValueAlignmentItem[] = Object.freeze(
  VALUES.map((value) =>
    Object.freeze({
      id: value.id,
      version_id: 'value_set_2026_1',
      title: value.label.en,
      title_th: value.label.th ?? value.label.en,
      title_es: value.label.es ?? value.label.en,
    }),
  ),
);

/** The enabled version shown to users (the newest enabled one). */
export function activeValueAlignmentVersion(): ValueAlignmentVersion | undefined {
  return [...VALUE_ALIGNMENT_VERSIONS].reverse().find((version) => version.enabled);
}

export function valueAlignmentItems(versionId: string): readonly ValueAlignmentItem[] {
  return VALUE_ALIGNMENT_ITEMS.filter((item) => item.version_id === versionId);
}
