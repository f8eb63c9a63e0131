import { compareVersions } from './content-pack';
import { SECTION_KINDS, type SectionKind } from './kinds';
import { SECTION_REGISTRY, type ContentPackOf } from './registry';

/** The pack type of each section kind, from its module. */
export type ContentPackByKind = { [K in SectionKind]: ContentPackOf<K> };
export type AnyContentPack = ContentPackByKind[SectionKind];

const byVersion = <P extends { version: string }>(...packs: P[]): Readonly<Record<string, P>> =>
  Object.freeze(Object.fromEntries(packs.map((pack) => [pack.version, pack])));

/**
 * Every published pack, by kind and version, from each kind's module. Published versions never change
 * (content-registry.test.ts pins their hashes): to change content, add a new version to the kind's `packs` and keep
 * the old one, because templates record the version they were built with. The logic test answer keys are not in these packs.
 */
export const CONTENT_PACKS: { readonly [K in SectionKind]: Readonly<Record<string, ContentPackByKind[K]>> } =
  Object.freeze(
    Object.fromEntries(SECTION_KINDS.map((kind) => [kind, byVersion(...SECTION_REGISTRY[kind].packs)])) as {
      [K in SectionKind]: Readonly<Record<string, ContentPackByKind[K]>>;
    },
  );

/** Published versions of a kind, oldest first. */
export function packVersions(kind: SectionKind): string[] {
  return Object.keys(CONTENT_PACKS[kind]).sort(compareVersions);
}

/** The newest published pack of a kind: what a new template uses. */
export function latestPack<K extends SectionKind>(kind: K): ContentPackByKind[K] {
  const versions = packVersions(kind);
  const pack = CONTENT_PACKS[kind][versions[versions.length - 1] ?? ''];
  if (!pack) throw new Error(`no published content pack for ${kind}`);
  return pack;
}

/** A given published version (the one a template recorded), or undefined if unknown. */
export function packVersion<K extends SectionKind>(kind: K, version: string): ContentPackByKind[K] | undefined {
  return Object.hasOwn(CONTENT_PACKS[kind], version) ? CONTENT_PACKS[kind][version] : undefined;
}
