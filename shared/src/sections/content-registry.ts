import { ACCEPTABLE_BEHAVIORS_PACK, type AcceptableBehaviorsPack } from './acceptable-behaviors/content';
import { BIG5_PACK, BIG5_PACK_2026_1, type Big5Pack } from './big5/content';
import { compareVersions } from './content-pack';
import { CUSTOM_SURVEY_PACK, type CustomSurveyPack } from './custom-survey/content';
import { HUMAN_SKILLS_PACK, type HumanSkillsPack } from './human-skills/content';
import type { SectionKind } from './kinds';
import { LOGIC_TEST_PACK, type LogicTestPack } from './logic-test/content';
import { OAIC_ARCHETYPES_PACK, type OaicArchetypesPack } from './oaic-archetypes/content';
import { VALUES_AND_TRAITS_PACK, type ValuesAndTraitsPack } from './values-and-traits/content';
import { WORK_STYLE_IDENTIFIER_PACK, type WorkStyleIdentifierPack } from './work-style-identifier/content';

/** The pack type of each section kind; the mapped type below makes a missing kind a compile error. */
export interface ContentPackByKind {
  values_and_traits: ValuesAndTraitsPack;
  oaic_archetypes: OaicArchetypesPack;
  acceptable_behaviors: AcceptableBehaviorsPack;
  work_style_identifier: WorkStyleIdentifierPack;
  logic_test: LogicTestPack;
  custom_survey: CustomSurveyPack;
  human_skills: HumanSkillsPack;
  big5: Big5Pack;
}
export type AnyContentPack = ContentPackByKind[SectionKind];

const byVersion = <P extends { version: string }>(...packs: P[]): Readonly<Record<string, P>> =>
  Object.freeze(Object.fromEntries(packs.map((pack) => [pack.version, pack])));

/**
 * Every published pack, by kind and version. Published versions never change (content-registry.test.ts
 * pins their hashes): to change content, add a new version here and keep the old one, because templates
 * record the version they were built with. The logic test answer keys are not in these packs.
 */
export const CONTENT_PACKS: { readonly [K in SectionKind]: Readonly<Record<string, ContentPackByKind[K]>> } =
  Object.freeze({
    values_and_traits: byVersion(VALUES_AND_TRAITS_PACK),
    oaic_archetypes: byVersion(OAIC_ARCHETYPES_PACK),
    acceptable_behaviors: byVersion(ACCEPTABLE_BEHAVIORS_PACK),
    work_style_identifier: byVersion(WORK_STYLE_IDENTIFIER_PACK),
    logic_test: byVersion(LOGIC_TEST_PACK),
    custom_survey: byVersion(CUSTOM_SURVEY_PACK),
    human_skills: byVersion(HUMAN_SKILLS_PACK),
    big5: byVersion(BIG5_PACK_2026_1, BIG5_PACK),
  });

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
