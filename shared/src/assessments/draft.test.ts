import { describe, expect, it } from 'vitest';
import {
  draftsToRemove,
  isSetupComplete,
  publishDraft,
  setupLabel,
  showInviteTour,
  tourFlagsAfterPublish,
  ZDraftNameStep,
  ZAssessmentDraft,
} from './draft';
import type { DomainError } from '../errors/domain-error';
import type { Assessment } from './types';
import { validationErrorCode } from '../errors/validation';
import { buildAssessment } from '../../../test/builders/assessment';

const now = new Date('2026-03-01T08:00:00Z');
const base = { form_name: 'Sales hires', type_of_org: 'Retail', sections: ['values_and_traits'] };
const codeOf = (input: unknown) => {
  const r = ZAssessmentDraft.safeParse(input);
  return r.success ? null : validationErrorCode(r.error);
};

describe('Assessment draft (spec part 1 §5)', () => {
  it.each([
    ["At least 1 section required: 'Request 1 section'", { ...base, sections: [] }, 'SECTION_REQUIRED'],
    ['assessment name required', { ...base, form_name: '   ' }, 'ASSESSMENT_NAME_REQUIRED'],
    ['sections need an organization type', { ...base, type_of_org: '' }, 'ORGANIZATION_TYPE_REQUIRED'],
    ['a section appears once', { ...base, sections: ['big5', 'big5'] }, 'VALIDATION_FAILED'],
    ['unknown section kind', { ...base, sections: ['astrology'] }, 'VALIDATION_FAILED'],
    ['extra time is whole minutes', { ...base, extra_time: 1.5 }, 'VALIDATION_FAILED'],
    ['extra time is not negative', { ...base, extra_time: -1 }, 'VALIDATION_FAILED'],
    ['objective is hiring, onboarding or team building', { ...base, objective: 'fun' }, 'VALIDATION_FAILED'],
    ['languages are interface locales', { ...base, languages_required: ['fr'] }, 'VALIDATION_FAILED'],
    ['redirect link must be a web address', { ...base, redirect_url: 'javascript:alert(1)' }, 'VALIDATION_FAILED'],
    ['a complete draft', base, null],
  ])('%s', (_rule, input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it('objective defaults to hiring candidates; language en; extra_time 0', () => {
    expect(ZAssessmentDraft.parse(base)).toMatchObject({
      objective: 'hiring',
      languages_required: ['en'],
      extra_time: 0,
      scope: 'personal',
    });
  });

  it('first step is name: the name alone is enough there', () => {
    expect(ZDraftNameStep.safeParse({ form_name: 'X' }).success).toBe(true);
    const r = ZDraftNameStep.safeParse({});
    expect(r.success ? null : validationErrorCode(r.error)).toBe('ASSESSMENT_NAME_REQUIRED');
  });
});

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

  it('Setup states: setup required, resume setup, pending review, completed', () => {
    expect([
      setupLabel(undefined),
      setupLabel('setup_required'),
      setupLabel('in_progress'),
      setupLabel('pending_review'),
      setupLabel('completed'),
    ]).toEqual(['setup_required', 'setup_required', 'resume_setup', 'pending_review', 'completed']);
    expect(isSetupComplete({ sections: [], section_status: {} })).toBe(false);
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
