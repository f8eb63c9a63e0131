import type { RouteOf, Response } from '@shared/routes';
import { defineHandler, type UseCaseInput } from '../../http/handler-factory';
import { db } from '../../db/service';
import { personalTeamId } from '../../accounts';
import { reachableBy, toSummary, type TemplateItem } from '../repo';

/**
 * My Assessments: the templates of the user's current workspace, newest first, soft-deleted ones left out.
 * In the personal workspace the user also sees the ones they created and shared with a team (spec part 1 §6).
 */
async function listTemplatesUseCase({
  user,
}: UseCaseInput<'listTemplates'>): Promise<Response<RouteOf<'listTemplates'>>> {
  const personal = user.teamId === personalTeamId(user.sub);
  const [inTeam, created] = await Promise.all([
    db().entities.template.query.byTeam({ team_id: user.teamId }).go({ order: 'desc', pages: 'all' }),
    personal
      ? db()
          .entities.template.query.byCreator({ creator: user.email })
          .where((a, op) => op.exists(a.transferred_at))
          .go({ order: 'desc', pages: 'all' })
      : { data: [] as TemplateItem[] },
  ]);
  const seen = new Set<string>();
  const unique = [...inTeam.data, ...created.data].filter((t) => !seen.has(t.id) && seen.add(t.id));
  const items = (await reachableBy(user, unique))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map(toSummary);
  return { items };
}

export const listTemplates = defineHandler('listTemplates', listTemplatesUseCase);
/** The public API's call (spec part 1 §2 /docs-for-dev): the same use case, acting as the API key's account. */
export const apiListAssessments = defineHandler('apiListAssessments', listTemplatesUseCase);
