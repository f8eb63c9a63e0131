import { DomainError } from '@shared/errors';
import { WRITE_RETRY_ATTEMPTS } from '@shared/constants/limits';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser } from '../../accounts/repo';
import { generatePublicLinkCode } from '@shared/credits/referral';
import { transactWrite } from '../../db/transact';
import { assertCreator, loadVisibleTemplate, toDetail } from '../repo';
import { VALUES_AND_TRAITS_PACK } from '@shared/sections/values-and-traits/content';

/**
 * Publish (spec part 1 §4): every section must be set up, then the template gets its public link.
 * The link code and the template change are one transaction; publishing twice returns the same link.
 */
export const publishTemplate = defineHandler('publishTemplate', async ({ actor, params, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const template = await loadVisibleTemplate(params.id, user);
  assertCreator(template, user);
  if (template.status === 'published') return toDetail(template);
  const detail = toDetail(template);
  if (detail.sections.length === 0) throw new DomainError('SECTION_REQUIRED');
  if (Object.values(detail.section_status).some((s) => s !== 'completed')) throw new DomainError('SETUP_INCOMPLETE');
  const at = now.toISOString();
  for (let attempt = 0; attempt < WRITE_RETRY_ATTEMPTS; attempt++) {
    const code = generatePublicLinkCode();
    const outcome = await transactWrite(() =>
      db()
        .transaction.write(({ routeRecord, template: t }) => [
          routeRecord
            .create({ code, path: `/assessment-test/${code}`, templateId: template.id, owner: user.email, teamId: template.team_id, created_at: at, updated_at: at })
            .commit(),
          t.patch({ id: template.id })
            .set({ status: 'published', publicCode: code, published_at: at, updated_at: at, content_versions: { values_and_traits: VALUES_AND_TRAITS_PACK.version } })
            .where((a, op) => op.eq(a.status, 'draft'))
            .commit(),
        ])
        .go(),
    );
    if (outcome === 'written') break;
    // Either a concurrent publish won (then its link stands) or the code was taken (then try another).
    const again = await loadVisibleTemplate(params.id, user);
    if (again.status === 'published') return toDetail(again);
  }
  return toDetail(await loadVisibleTemplate(params.id, user));
});
