import { describe, expect, it } from 'vitest';
import { SHARE_LINK_TTL_DAYS } from '../constants/limits';
import { isShareLinkExpired, namesThePerson, restrictedParts, shareLinkExpiresAt } from './share';

describe('shared results by viewing level (spec part 1 §6)', () => {
  it('a manager sees every part', () => {
    expect(restrictedParts({ role: 'manager', respondent: false })).toEqual([]);
  });
  it('a respondent reading their own feedback sees their personality and written answers, not the rating or the times', () => {
    expect(restrictedParts({ role: 'candidate', respondent: true }).sort()).toEqual(['rating', 'time']);
  });
  it('a candidate-level viewer does not get high-sensitivity sections nor manager-only details', () => {
    expect(restrictedParts({ role: 'candidate', respondent: false }).sort()).toEqual([
      'email',
      'rating',
      'section:big5',
      'section:human_skills',
      'time',
    ]);
  });
});

describe('share links', () => {
  const made = '2026-03-01T10:00:00.000Z';
  it.each([
    ['the moment it is made', '2026-03-01T10:00:00.000Z', false],
    ['a minute before its 30th day ends', '2026-03-31T09:59:00.000Z', false],
    ['at 30 days', '2026-03-31T10:00:00.000Z', true],
    ['a year on', '2027-03-01T10:00:00.000Z', true],
  ])(`a link opens for ${SHARE_LINK_TTL_DAYS} days: %s expired = %s`, (_, at, expired) => {
    expect(SHARE_LINK_TTL_DAYS).toBe(30);
    expect(isShareLinkExpired(made, new Date(at))).toBe(expired);
  });
  it('a link whose date cannot be read opens nothing', () => {
    expect(isShareLinkExpired('', new Date(made))).toBe(true);
  });
  it('says when it expires', () => {
    expect(shareLinkExpiresAt(made)).toBe('2026-03-31T10:00:00.000Z');
  });
  it.each([
    [{ role: 'manager', respondent: false }, true],
    [{ role: 'candidate', respondent: true }, true],
    [{ role: 'candidate', respondent: false }, false],
  ] as const)('names the person to %o: %s', (viewer, named) => {
    expect(namesThePerson(viewer)).toBe(named);
  });
});
