import { DomainError } from '@shared/errors';
import { generatePublicLinkCode } from '@shared/credits/referral';
import { createTourActive, tourFlagsAfterPublish } from '@shared/assessments/draft';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { transactWrite } from '../../db/transact';
import { RACE_LOST, retryOnRace } from '../../common/conditional';
import { assertCreator, contentVersions, loadVisibleTemplate, toDetail } from '../repo';

/**
 * Publish (spec part 1 §4): every section must be set up, then the template gets its public link.
 * The link code and the template change are one transaction, conditional on the template being the one
 * checked: a section saved in between makes it check again. Publishing twice returns the same link.
 */
export const publishTemplate = defineHandler('publishTemplate', async ({ params, now, user }) => {
  const at = now.toISOString();
  return retryOnRace(async () => {
    const template = await loadVisibleTemplate(params.id, user);
    assertCreator(template, user);
    if (template.status === 'published') return toDetail(template);
    const detail = await toDetail(template);
    if (detail.sections.length === 0) throw new DomainError('SECTION_REQUIRED');
    // spec part 1 §4: the wizard's publish has a Pending Review state; AI suggestions are accepted or edited first.
    if (Object.values(detail.section_status).some((s) => s === 'pending_review'))
      throw new DomainError('AI_SETUP_PENDING_REVIEW');
    if (Object.values(detail.section_status).some((s) => s !== 'completed')) throw new DomainError('SETUP_INCOMPLETE');
    const versions = await contentVersions(detail.sections);
    const code = generatePublicLinkCode();
    // spec part 1 §3: publishing the tour's assessment finishes the create tour and starts the invite tour, in the same write.
    const viaTour = (template.is_created_by_guided_tour ?? false) && createTourActive(user);
    const tourFlags = tourFlagsAfterPublish(viaTour, template.id);
    const outcome = await transactWrite(() =>
      db()
        .transaction.write(({ routeRecord, template: t, user: u }) => [
          routeRecord
            .create({
              code,
              path: `/assessment-test/${code}`,
              templateId: template.id,
              owner: user.email,
              teamId: template.team_id,
              created_at: at,
              updated_at: at,
            })
            .commit(),
          t
            .patch({ id: template.id })
            .set({
              status: 'published',
              publicCode: code,
              published_at: at,
              updated_at: at,
              content_versions: versions,
            })
            .where((a, op) => `${op.eq(a.status, 'draft')} AND ${op.eq(a.updated_at, template.updated_at)}`)
            .commit(),
          ...(viaTour
            ? [
                u
                  .patch({ emailKey: user.emailKey })
                  .set({ ...tourFlags, updatedAt: at })
                  .commit(),
              ]
            : []),
        ])
        .go(),
    );
    // Refused: a concurrent publish won (its link stands), a section changed, or the code was taken; read again.
    return outcome === 'written' ? toDetail(await loadVisibleTemplate(params.id, user)) : RACE_LOST;
  });
});
