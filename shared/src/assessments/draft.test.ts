import { describe, expect, it } from 'vitest';
import { draftsToRemove, publishDraft, showInviteTour, tourFlagsAfterPublish } from './draft';
import type { DomainError } from '../errors/domain-error';
import type { Assessment } from './types';
import { buildAssessment } from '../../../test/builders/assessment';

const now = new Date('2026-03-01T08:00:00Z');

describe('Publishing turns a draft into a template (spec part 1 §4)', () => {
  const draft = buildAssessment({ id: 'd1', status: 'draft', published_at: null });
  it('publishes and sets published_at', () => {
    expect(publishDraft(draft, now)).toEqual({
      status: 'published',
      published_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  });
  it.each<[string, Partial<Assessment>, string]>([
    [
      "'Please complete your setup before proceeding'",
      { section_status: { values_and_traits: 'completed', big5: 'in_progress' } },
      'SETUP_INCOMPLETE',
    ],
    [
      'AI suggestions waiting for review are accepted or edited first',
      { section_status: { values_and_traits: 'pending_review', big5: 'setup_required' } },
      'AI_SETUP_PENDING_REVIEW',
    ],
    ["'Request 1 section'", { sections: [] }, 'SECTION_REQUIRED'],
  ])('%s', (_rule, patch, code) => {
    try {
      publishDraft(buildAssessment({ ...draft, ...patch }), now);
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).code).toBe(code);
    }
  });

  it('Guided tour: on publish via tour, guidedTourCreateDone becomes true and guidedTourInviteDone false', () => {
    expect(tourFlagsAfterPublish(true, 't9')).toEqual({
      guidedTourCreateDone: true,
      guidedTourInviteDone: false,
      guidedTourAssessmentTemplateId: 't9',
    });
    expect(tourFlagsAfterPublish(false, 't9')).toEqual({});
    expect(showInviteTour({ guidedTourInviteDone: false, guidedTourAssessmentTemplateId: 't9' }, 't9')).toBe(true);
    expect(showInviteTour({ guidedTourInviteDone: false, guidedTourAssessmentTemplateId: 't9' }, 't1')).toBe(false);
  });
});

describe('At most 5 drafts kept per user (spec part 1 §3)', () => {
  it('keeps the 5 newest', () => {
    const drafts = Array.from({ length: 7 }, (_, i) => ({ id: `d${i}`, updated_at: `2026-01-0${i + 1}T00:00:00Z` }));
    expect(draftsToRemove(drafts).sort()).toEqual(['d0', 'd1']);
    expect(draftsToRemove(drafts.slice(0, 5))).toEqual([]);
  });
});
