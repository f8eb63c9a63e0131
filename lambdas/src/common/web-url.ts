import { testPath } from '@shared/respondents/test-link';

/** The web app's origin, for links in e-mails (WEB_URL locally, the CloudFront origin on AWS). */
export function webUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.WEB_URL ?? env.ALLOWED_ORIGIN ?? '').replace(/\/$/, '');
}

/** The confirmation link e-mailed to a respondent who registered on a public link (web route /confirm-canditate). */
export function confirmLink(ref: string, code: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${webUrl(env)}/confirm-canditate?r=${encodeURIComponent(ref)}&c=${encodeURIComponent(code)}`;
}

/** A respondent's personal link: the public code plus their access token, in the fragment (shared/src/respondents/test-link.ts). */
export function personalLink(code: string, token: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${webUrl(env)}${testPath(code, token)}`;
}
