import { DEFAULT_ACCENT_COLOR, LIGHT_COLOR_BRIGHTNESS_THRESHOLD } from '../constants/ui';

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

interface Branded {
  color?: string | null;
  companyName?: string | null;
  companyLogoUrl?: string | null;
}
interface BrandedTeam extends Branded {
  personal: boolean;
}

const usable = (color?: string | null): color is string => !!color && HEX_COLOR_PATTERN.test(color);

/** Accent colour: team colour, then user colour, default dark grey #1B1C1E (spec part 1 §2). */
export function accentColor(team: Branded | null | undefined, user: Branded | null | undefined): string {
  if (usable(team?.color)) return team.color;
  if (usable(user?.color)) return user.color;
  return DEFAULT_ACCENT_COLOR;
}

/**
 * Branding on candidate-facing pages: team colour and company name override the user's when the
 * team is not personal (spec part 1 §6).
 */
export function respondentBranding(
  user: Branded,
  team: BrandedTeam | null | undefined,
): Required<{ [K in keyof Branded]: string }> {
  const useTeam = !!team && !team.personal;
  const pick = (key: keyof Branded) => (useTeam && team[key] ? team[key] : user[key]) ?? '';
  return {
    color: useTeam && usable(team.color) ? team.color : usable(user.color) ? user.color : DEFAULT_ACCENT_COLOR,
    companyName: pick('companyName'),
    companyLogoUrl: pick('companyLogoUrl'),
  };
}

/** Perceived brightness 0–255 (ITU-R BT.601 weights). */
export function colorBrightness(hex: string): number {
  if (!HEX_COLOR_PATTERN.test(hex)) return 0;
  const n = Number.parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Guided tour light colour: brightness above 155 (spec part 2 §9.6) gets dark text. */
export function isLightColor(hex: string): boolean {
  return colorBrightness(hex) > LIGHT_COLOR_BRIGHTNESS_THRESHOLD;
}

/** Text on the accent colour: dark on a light colour (brightness above 155, spec part 2 §9.6), else white. */
export function contrastTextColor(hex: string): string {
  return isLightColor(hex) ? DEFAULT_ACCENT_COLOR : '#FFFFFF';
}
