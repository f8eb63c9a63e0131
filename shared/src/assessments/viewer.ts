/**
 * Viewer levels on results pages (spec part 1 §6, part 2 §6): role candidate (default) or
 * manager, plus a respondent flag. An element can be hidden from respondents, from candidates,
 * from non-managers, or be high-sensitivity (shown to managers only).
 */
export const VIEWER_ROLES = ['candidate', 'manager'] as const;
export type ViewerRole = (typeof VIEWER_ROLES)[number];

export interface Viewer {
  role: ViewerRole;
  respondent: boolean;
}
export const DEFAULT_VIEWER: Viewer = { role: 'candidate', respondent: false };

export interface ElementVisibility {
  hideForRespondent?: boolean;
  hideForCandidate?: boolean;
  hideForNonManager?: boolean;
  highSensitivity?: boolean;
}

export function canView(viewer: Viewer = DEFAULT_VIEWER, element: ElementVisibility = {}): boolean {
  const manager = viewer.role === 'manager';
  if (element.hideForRespondent && viewer.respondent) return false;
  if (element.hideForCandidate && viewer.role === 'candidate') return false;
  if (element.hideForNonManager && !manager) return false;
  if (element.highSensitivity && !manager) return false;
  return true;
}

/** The catalogue code of the placeholder shown instead of a hidden element. */
export const VIEWING_LEVEL_PLACEHOLDER = 'VIEWING_LEVEL_RESTRICTED' as const;

/** What to render: the element, or the placeholder text's code. */
export function viewOrPlaceholder(
  viewer: Viewer,
  element: ElementVisibility,
): 'show' | typeof VIEWING_LEVEL_PLACEHOLDER {
  return canView(viewer, element) ? 'show' : VIEWING_LEVEL_PLACEHOLDER;
}
