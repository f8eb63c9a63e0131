import { defineHandler } from '../../http/handler-factory';
import { rateRespondent } from '../rating';

/** "Your rating" (spec part 1 §2): anyone who sees the assessment rates its respondents 1 to 5, or clears it. */
export const rateCandidate = defineHandler('rateCandidate', async ({ params, body, user }) =>
  rateRespondent({ formId: params.id, candidateId: params.candidateId, rating: body.rating, user }),
);
