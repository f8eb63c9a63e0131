import { DomainError } from '@shared/errors';
import { bySection } from '@shared/sections/by-section';
import type { SectionKind } from '@shared/sections/kinds';
import type { AssessmentDetail } from '@shared/routes';
import type { UserItem } from '../accounts';
import { RACE_LOST, nextUpdatedAt, retryOnRace } from '../common/conditional';
import { saveCompanySection } from '../sections';
import { reviewed } from './ai-review';
import { assertCreator, loadVisibleAssessment, sectionsOf, toDetail } from './repo';
import { markForRecompute } from './respondents-store';
import { patchAssessmentUnlessChanged } from './assessment-store';

export interface SaveSectionSetupOptions {
  templateId: string;
  section: SectionKind;
  /** The section's setup and the company's answers, as sent (checked by the section's module). */
  setup: unknown;
  companyAnswers: unknown;
  user: UserItem;
  now: Date;
}

/**
 * Set up a section and answer it as the company. Saving the same body twice leaves the same record.
 * The write is conditional on the template being unchanged since it was read (another section's save, a
 * publish), and is applied again to a fresh read when it was not: two saves at once both land, and a save
 * that loses the race to publish is refused instead of changing a published assessment.
 * On a published assessment (Edit, creator only) the change is saved the same way and every completed
 * respondent is scored again against it (RECOMPUTE, spec part 1 §4).
 */
export async function saveSectionSetup({
  templateId,
  section,
  setup,
  companyAnswers,
  user,
  now,
}: SaveSectionSetupOptions): Promise<AssessmentDetail> {
  return retryOnRace(async () => {
    const assessment = await loadVisibleAssessment(templateId, user);
    assertCreator(assessment, user);
    if (!sectionsOf(assessment).includes(section)) throw new DomainError('DATA_NOT_FOUND');
    const saved = await saveCompanySection(section, setup, companyAnswers);
    const nextSetup = { ...bySection(assessment.setup) };
    if (saved.setup !== undefined) nextSetup[section] = saved.setup;
    const nextAnswers = { ...bySection(assessment.company_answers), [section]: saved.company };
    const at = nextUpdatedAt(assessment.updated_at, now);
    // Saving an AI-filled section is the employer's edit: it leaves Pending Review (spec part 1 §2, §4).
    const ai = reviewed(assessment, section, 'edited', user.email, at);
    const written = await patchAssessmentUnlessChanged(
      assessment,
      { setup: nextSetup, company_answers: nextAnswers, updated_at: at, ...(ai ? { ai_setup: ai } : {}) },
      { status: assessment.status },
    );
    if (written === RACE_LOST) return RACE_LOST;
    if (assessment.status === 'published') await markForRecompute(assessment.id, now);
    return toDetail(written);
  });
}
