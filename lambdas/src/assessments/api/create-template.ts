import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser } from '../../accounts/repo';
import { newId } from '../../shared/ids';
import { toDetail } from '../repo';

/** Wizard step 1 (spec part 1 §2 Create wizard): a draft in the user's current team. */
export const createTemplate = defineHandler('createTemplate', async ({ actor, body, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const at = now.toISOString();
  const { data } = await db()
    .entities.template.create({
      id: newId(),
      form_name: body.form_name,
      status: 'draft',
      objective: body.objective,
      role: body.role,
      type_of_org: body.type_of_org || user.typeOfOrg || '',
      sections: [...new Set(body.sections)],
      extra_time: body.extra_time,
      languages_required: body.languages_required,
      creator: user.email,
      team_id: user.teamId,
      scope: 'personal',
      created_at: at,
      updated_at: at,
    })
    .go();
  return toDetail(data);
}, { status: 201 });
