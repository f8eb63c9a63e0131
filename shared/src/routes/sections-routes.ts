import * as z from '../zod-mini';
import { route } from './define';
import { ZSectionKind } from '../sections/kinds-schema';
import { ZEmpty } from './common-schemas';
import { ZRespondentLocale } from '../i18n/locale-schema';
import { ZSectionContent } from './section-schemas';
import { lazySchema } from './lazy-schema';

/** The sections function's routes: its part of the route table (./table.ts), loaded alone by the function that serves them. */
export const SECTIONS_ROUTES = {
  // sections
  getSectionContent: route({
    method: 'GET',
    path: '/sections/{section}/content',
    context: 'sections',
    auth: 'user',
    summary:
      "Section content in a language: the interface's for setup and company answers, a respondent's for the result's wording as they read it",
    params: lazySchema(() => z.object({ section: ZSectionKind })),
    query: lazySchema(() => z.object({ lang: z._default(ZRespondentLocale, 'en') })),
    body: ZEmpty,
    response: ZSectionContent,
  }),
} as const;
