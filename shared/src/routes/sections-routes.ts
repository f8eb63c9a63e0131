import * as z from 'zod';
import { route } from './define';
import { ZSectionKind } from '../sections/kinds-schema';
import { ZEmpty } from './common-schemas';
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
    summary: 'Section content in a language, for setup and company answers',
    params: lazySchema(() => z.object({ section: ZSectionKind })),
    query: lazySchema(() => z.object({ lang: z.enum(['en', 'th', 'es']).default('en') })),
    body: ZEmpty,
    response: ZSectionContent,
  }),
} as const;
