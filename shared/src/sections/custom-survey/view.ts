import { localize } from '../content-pack';
import type { SectionContent } from '../../routes/schemas';
import type { SectionView } from '../view-types';
import { CUSTOM_SURVEY_PACK } from './content';
import { ZCustomSurveySetup } from './schema';

/**
 * Once set up: group `questions`, the company's own questions (its text is shown as written, in any language),
 * with the survey's title and description. Before: group `templates`, the starter questions a company can add.
 * The keyed correct options never leave the server.
 */
export const customSurveyView: SectionView = ({ locale, setup }): SectionContent => {
  const pack = CUSTOM_SURVEY_PACK;
  const parsed = ZCustomSurveySetup.safeParse(setup);
  if (parsed.success) {
    const s = parsed.data;
    return {
      kind: 'custom_survey',
      version: pack.version,
      title: s.title,
      ...(s.description ? { instructions: s.description } : {}),
      groups: {
        questions: s.questions.map((q) => ({
          id: q.id,
          text: q.headline,
          type: q.type,
          ...(q.description ? { description: q.description } : {}),
          ...(q.required ? {} : { optional: true }),
          ...(q.type === 'open-ended' ? {} : { options: q.options.map((o) => ({ id: o.id, text: o.label })) }),
        })),
      },
    };
  }
  return {
    kind: 'custom_survey',
    version: pack.version,
    title: localize(pack.defaultTitle, locale),
    instructions: localize(pack.defaultDescription, locale),
    groups: {
      templates: pack.templates.map((tpl) => ({
        id: tpl.id,
        text: localize(tpl.headline, locale),
        type: tpl.type,
        ...(tpl.description ? { description: localize(tpl.description, locale) } : {}),
        ...(tpl.options ? { options: tpl.options.map((o) => ({ id: o.id, text: localize(o.label, locale) })) } : {}),
      })),
    },
  };
};
