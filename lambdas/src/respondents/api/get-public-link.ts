import { defineHandler } from '../../http/handler-factory';
import { sectionsOf } from '../../assessments';
import { brandingOf } from '../../teams';
import { templateOfLink } from '../public-link';

export const getPublicLink = defineHandler('getPublicLink', async ({ params }) => {
  const template = await templateOfLink(params.code);
  const b = await brandingOf(template);
  return {
    form_name: template.form_name,
    company_name: b.companyName,
    color: b.color,
    logo_url: b.logoUrl,
    sections: sectionsOf(template),
    languages: (template.languages_required ?? ['en']).filter(
      (l): l is 'en' | 'th' | 'es' => l === 'en' || l === 'th' || l === 'es',
    ),
  };
});
