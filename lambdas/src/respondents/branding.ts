import { db } from '../db/service';
import type { TemplateItem } from '../assessments/repo';

export interface TeamBranding {
  companyName: string;
  color: string;
  logoUrl: string;
}

/** What candidate-facing pages show: the holding team's name, colour and logo (spec part 1 §6). */
export async function brandingOf(template: TemplateItem): Promise<TeamBranding> {
  const { data: team } = await db().entities.team.get({ teamId: template.team_id }).go();
  return { companyName: team?.companyName ?? '', color: team?.color ?? '#1B1C1E', logoUrl: team?.companyLogoUrl ?? '' };
}
