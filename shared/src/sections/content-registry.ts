import { compareVersions } from './content-pack';
import type { SectionKind } from './kinds';
import { SECTION_REGISTRY, type ContentPackOf } from './registry';

/** The pack type of each section kind, from its module. */
export type ContentPackByKind = { [K in SectionKind]: ContentPackOf<K> };
export type AnyContentPack = ContentPackByKind[SectionKind];

const byVersion = <P extends { version: string }>(...packs: P[]): Readonly<Record<string, P>> =>
  Object.freeze(Object.fromEntries(packs.map((pack) => [pack.version, pack])));

/**
 * Every published pack of a kind, by version, from its module (loaded on demand: a kind's packs are a chunk of their
 * own). Published versions never change (content-registry.test.ts pins their hashes): to change content, add a new
 * version to the kind's `packs` and keep the old one, because templates record the version they were built with.
 * The logic test answer keys are not in these packs.
 */
export async function contentPacks<K extends SectionKind>(
  kind: K,
): Promise<Readonly<Record<string, ContentPackByKind[K]>>> {
  // Each kind's packs are its own type; indexed by a generic kind, TypeScript sees only their union.
  const packs = (await SECTION_REGISTRY[kind].packs()) as unknown as readonly ContentPackByKind[K][];
  return byVersion(...packs);
}

/** Published versions of a kind, oldest first. */
export async function packVersions(kind: SectionKind): Promise<string[]> {
  return Object.keys(await contentPacks(kind)).sort(compareVersions);
}

/** The newest published pack of a kind: what a new template uses. */
export async function latestPack<K extends SectionKind>(kind: K): Promise<ContentPackByKind[K]> {
  const packs = await contentPacks(kind);
  const versions = Object.keys(packs).sort(compareVersions);
  const pack = packs[versions[versions.length - 1] ?? ''];
  if (!pack) throw new Error(`no published content pack for ${kind}`);
  return pack;
}

/** A given published version (the one a template recorded), or undefined if unknown. */
export async function packVersion<K extends SectionKind>(
  kind: K,
  version: string,
): Promise<ContentPackByKind[K] | undefined> {
  const packs = await contentPacks(kind);
  return Object.hasOwn(packs, version) ? packs[version] : undefined;
}
