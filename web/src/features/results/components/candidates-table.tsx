import type { RespondentRow } from '@shared/routes';
import { respondentName } from './respondents-table-model';

/** A respondent's result page: the assessment and the respondent's opaque id (never their e-mail). */
export function respondentPath(assessmentId: string, respondentId: string): string {
  return `/assessments/candidate?as_id=${encodeURIComponent(assessmentId)}&u_id=${encodeURIComponent(respondentId)}`;
}

export function displayName(c: Pick<RespondentRow, 'displayName' | 'firstname' | 'lastname' | 'email'>): string {
  return respondentName(c);
}
