import type { SectionKind } from '../sections/kinds';
import { canView, type ElementVisibility, type Viewer } from '../assessments/viewer';
import { SHARE_LINK_TTL_DAYS } from '../constants/limits';

/**
 * What a shared result shows to whom (spec part 1 §6 viewer levels). Each part of a result page has a
 * visibility; the server leaves out what the viewer may not see and names it, so the page shows 'This
 * information is not available for your viewing level.' in its place. Product decisions (the spec names the
 * levels, not the parts): personality (Big Five) and written answers (human skills) are high-sensitivity;
 * the respondent's e-mail, the employer's rating and the time analysis are for managers only.
 */
export const RESULT_PARTS: Record<string, ElementVisibility & { own?: boolean }> = {
  email: { hideForNonManager: true, own: true },
  rating: { hideForNonManager: true, hideForRespondent: true },
  time: { hideForNonManager: true, hideForRespondent: true },
  'section:big5': { highSensitivity: true, own: true },
  'section:human_skills': { highSensitivity: true, own: true },
};

export const sectionPart = (kind: SectionKind) => `section:${kind}`;

/**
 * The parts of a result this viewer may not see. A respondent reading their own feedback sees what is theirs
 * (their e-mail, personality, written answers) and never the employer's rating or the time analysis.
 */
export function restrictedParts(viewer: Viewer): string[] {
  return Object.entries(RESULT_PARTS)
    .filter(([, visibility]) => !(viewer.respondent && visibility.own) && !canView(viewer, visibility))
    .map(([part]) => part);
}

/** When a share link stops opening the result: SHARE_LINK_TTL_DAYS after it was made. */
export function shareLinkExpiresAt(createdAt: string): string {
  return new Date(Date.parse(createdAt) + SHARE_LINK_TTL_DAYS * 86_400_000).toISOString();
}

export function isShareLinkExpired(createdAt: string, now: Date): boolean {
  const made = Date.parse(createdAt);
  return !Number.isFinite(made) || now.getTime() >= made + SHARE_LINK_TTL_DAYS * 86_400_000;
}

/**
 * Who and when a shared result names: a manager-level link and the respondent's own feedback link name the
 * respondent and carry the dates; a candidate-level link shows the result only (scores, grade, section results),
 * never the person's name, e-mail, dates or whether their e-mail was proven.
 */
export function namesThePerson(viewer: Viewer): boolean {
  return viewer.respondent || viewer.role === 'manager';
}
