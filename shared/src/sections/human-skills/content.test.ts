import { describe, expect, it } from 'vitest';
import { collectTexts, findStaleTranslations } from '../content-pack';
import { HUMAN_SKILLS, HUMAN_SKILLS_PACK, rubricForScorer } from './content';

const pack = HUMAN_SKILLS_PACK;

describe('human skills content pack', () => {
  it('has at least 2 prompts for each of the four skills, with unique ids', () => {
    for (const skill of HUMAN_SKILLS)
      expect(pack.prompts.filter((p) => p.skill === skill).length).toBeGreaterThanOrEqual(2);
    expect(new Set(pack.prompts.map((p) => p.id)).size).toBe(pack.prompts.length);
  });

  it('has a rubric per skill: 4 criteria, each with descriptors for 0-25, 26-50, 51-75 and 76-100', () => {
    expect(pack.rubrics.map((r) => r.skill)).toEqual([...HUMAN_SKILLS]);
    for (const rubric of pack.rubrics) {
      expect(rubric.criteria).toHaveLength(4);
      for (const criterion of rubric.criteria) {
        expect(criterion.levels).toHaveLength(4);
        expect(criterion.levels.every((l) => l.trim().length > 10)).toBe(true);
      }
    }
    expect(rubricForScorer('empathy')).toContain('76-100: Shows a nuanced grasp');
  });

  it('prompts, names and instructions exist in en, th and es and none is stale', () => {
    const texts = collectTexts(pack).filter(({ path }) => !path.startsWith('notes'));
    // The loop below proves nothing on an empty list: the pack's texts are all found (count at the time of writing).
    expect(texts.length).toBeGreaterThanOrEqual(30);
    for (const { path, text } of texts) {
      for (const locale of ['en', 'th', 'es'] as const) expect(text[locale]?.trim(), `${path} ${locale}`).toBeTruthy();
    }
    expect(findStaleTranslations(pack)).toEqual([]);
  });
});
