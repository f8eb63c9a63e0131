import { defineHandler } from '../../http/handler-factory';
import { loadVisibleAssessment } from '../../assessments';
import { loadRespondentOf } from '../repo';
import { writeAccommodations } from '../result-store';

/**
 * Accommodations for one respondent (docs/integrity.md): extra minutes on every section's timer, which the server's
 * timer honours from the next save or section start, and assistive technology in use, which hides focus signals.
 * Whoever may see the result may grant them.
 */
export const setCandidateAccommodations = defineHandler(
  'setCandidateAccommodations',
  async ({ user, params, body }) => {
    const assessment = await loadVisibleAssessment(params.id, user);
    const respondent = await loadRespondentOf(assessment, params.candidateId);
    await writeAccommodations(respondent, body);
    return body;
  },
);
