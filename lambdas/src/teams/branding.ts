import { logoUrl } from '../accounts';
import { peekTeam } from './repo';

export interface TeamBranding {
  companyName: string;
  color: string;
  logoUrl: string;
}

/**
 * What candidate-facing pages show: the holding team's name, colour and logo (spec part 1 §6). A personal
 * team carries its owner's branding, so a shared team's replaces the user's once the assessment is shared.
 */
export async function brandingOf(assessment: { team_id: string }): Promise<TeamBranding> {
  const team = await peekTeam(assessment.team_id);
  return {
    companyName: team?.companyName ?? '',
    color: team?.color ?? '#1B1C1E',
    logoUrl: await logoUrl(team?.logoKey),
  };
}
