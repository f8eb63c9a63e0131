import type { CandidateRow } from '@shared/routes';
import { respondentName } from './respondents-table-model';

/** A respondent's result page: the assessment and the respondent's opaque id (never their e-mail). */
export function candidatePath(templateId: string, candidateId: string): string {
  return `/assessments/candidate?as_id=${encodeURIComponent(templateId)}&u_id=${encodeURIComponent(candidateId)}`;
}

export function displayName(c: Pick<CandidateRow, 'displayName' | 'firstname' | 'lastname' | 'email'>): string {
  return respondentName(c);
}
