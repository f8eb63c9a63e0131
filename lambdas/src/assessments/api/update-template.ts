import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { RACE_LOST, nextUpdatedAt, retryOnRace, unlessRaceLost } from '../../common/conditional';
import { assertCreator, contentVersions, loadVisibleTemplate, sectionsOf, toDetail, type TemplateItem } from '../repo';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The wizard's details and sections, for a draft or (Edit) a published assessment; creator only (spec part 1
 * §5 'Forbidden'). Once anyone has opened a published assessment its sections stay as they are: respondents
 * took those sections (SECTIONS_LOCKED; Duplicate makes a new version). Conditional on the record as read,
 * retried on a race, so a concurrent section save is never overwritten.
 */
export const updateTemplate = defineHandler('updateTemplate', async ({ params, body, now, user }) => {
  return retryOnRace(async () => {
    const template = await loadVisibleTemplate(params.id, user);
    assertCreator(template, user);
    const sections = body.sections ? [...new Set(body.sections)] : undefined;
    const sectionsChange = sections !== undefined && !sameList(sections, sectionsOf(template));
    if (
      sectionsChange &&
      template.status === 'published' &&
      ((template.candidate_total ?? 0) > 0 || template.is_started_test)
    ) {
      throw new DomainError('SECTIONS_LOCKED');
    }
    const at = nextUpdatedAt(template.updated_at, now);
    const written = await unlessRaceLost(
      db()
        .entities.template.patch({ id: template.id })
        .set({
          ...body,
          ...(sections ? { sections } : {}),
          ...(sectionsChange && template.status === 'published'
            ? { content_versions: await contentVersions(sections) }
            : {}),
          updated_at: at,
          updated_by: user.email,
        })
        .where((a, op) => op.eq(a.updated_at, template.updated_at))
        .go({ response: 'all_new' }),
    );
    if (written === RACE_LOST) return RACE_LOST;
    const { data } = written;
    return toDetail(data as TemplateItem);
  });
});
