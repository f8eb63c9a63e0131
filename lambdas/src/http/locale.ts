import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Locale } from '@shared/i18n/locale';
import { ZLocale } from '@shared/i18n/locale-schema';

/** The caller's interface language: `lang` query, then Accept-Language, then English. */
export function requestLocale(event: Pick<APIGatewayProxyEvent, 'headers' | 'queryStringParameters'>): Locale {
  const fromQuery = ZLocale.safeParse(event.queryStringParameters?.lang);
  if (fromQuery.success) return fromQuery.data;
  const header = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === 'accept-language')?.[1] ?? '';
  for (const part of header.split(',')) {
    const tag = ZLocale.safeParse(part.trim().slice(0, 2).toLowerCase());
    if (tag.success) return tag.data;
  }
  return 'en';
}
