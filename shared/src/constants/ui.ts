/** Interface timings, page sizes and thresholds: spec part 1 §2, §4 and part 2 §9.6. */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
export const ASSESSMENTS_TABLE_PAGE_SIZE: PageSize = 10;
/** The pagination control shows page numbers within this distance of the current page. */
export const PAGINATION_NEIGHBOURS = 2;

export const CREDIT_BALANCE_POLL_MS = 5000;
export const TOAST_MS = 3000;
export const FORCED_LOGOUT_DELAY_MS = 3000;
export const SIGN_IN_REDIRECT_DELAY_MS = 1500;

/** Guided tour: a colour brighter than this is "light" and gets dark text. */
export const LIGHT_COLOR_BRIGHTNESS_THRESHOLD = 155;
export const DEFAULT_ACCENT_COLOR = '#1B1C1E';

/**
 * Team switcher (spec part 2 §9.6): fewer than 2 teams (personal included) hides it;
 * more than 2 means "more than one team". Exactly 2 shows the single other team.
 */
export const TEAM_SWITCHER = { minTeamsToShow: 2, multipleAbove: 2 } as const;
/** Pause in typing or clicking after which a respondent's answers are autosaved. */
export const AUTOSAVE_DELAY_MS = 600;
