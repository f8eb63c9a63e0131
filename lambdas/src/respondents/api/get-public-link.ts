import { offeredLocales } from '@shared/i18n/respondent-locale';
import { defineHandler } from '../../http/handler-factory';
import { sectionsOf } from '../../assessments';
import { brandingOf } from '../../teams';
import { assessmentOfLink } from '../public-link';

export const getPublicLink = defineHandler('getPublicLink', async ({ params }) => {
  const assessment = await assessmentOfLink(params.code);
  const b = await brandingOf(assessment);
  return {
    form_name: assessment.form_name,
    company_name: b.companyName,
    color: b.color,
    logo_url: b.logoUrl,
    sections: sectionsOf(assessment),
    languages: offeredLocales(assessment.languages_required),
  };
});
