import { useEffect } from 'react';

/**
 * Each screen's code is its own download. A step whose next screen is known fetches that code while the user is still
 * on the step (typing a PIN, choosing a colour, waiting for a guest account), so the next screen shows at once with
 * its data loading, instead of after its code arrived. The same imports as the router's: one module either way.
 */
const NEXT_SCREENS = {
  details: () => import('./routes/auth/signup-info'),
  branding: () => import('./routes/auth/signup-branding'),
  assessments: () => import('./routes/assessments/list'),
  wizard: () => import('./routes/assessments/create'),
  guest: () => import('./routes/auth/guest-start'),
} as const;

export type NextScreen = keyof typeof NEXT_SCREENS;

export function useNextScreens(...screens: NextScreen[]): void {
  const key = screens.join(' ');
  useEffect(() => {
    // A failed fetch costs nothing: the router asks again when the screen is opened.
    for (const screen of key.split(' ') as NextScreen[]) void NEXT_SCREENS[screen]().catch(() => undefined);
  }, [key]);
}
