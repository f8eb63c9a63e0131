import type * as z from '../zod-mini';

/** Who may call a route (docs/architecture.md "The route table"). */
export type AuthKind =
  | 'public' // anyone
  | 'candidate' // a respondent holding the unguessable access token in the path
  | 'user' // a signed-in employer: Cognito authorizer
  | 'apiKey'; // the account's API key

export const CONTEXTS = [
  'accounts',
  'teams',
  'assessments',
  'sections',
  'respondents',
  'results',
  'credits',
  'toolbox',
  'support',
] as const;
export type Context = (typeof CONTEXTS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** API Gateway resource path, `{name}` for path parameters. */
  path: string;
  context: Context;
  auth: AuthKind;
  params: P;
  query: Q;
  body: B;
  response: R;
  summary: string;
  /**
   * The one `user` route a verified identity may call before it has an account: it opens it (idempotent). Every other
   * `user` route only reads the account and answers ACCOUNT_NOT_OPEN without one (docs/architecture.md "Identity and
   * access").
   */
  opensAccount?: true;
  /**
   * The answer streams (shared/src/routes/stream.ts): AI text pieces as the model writes them, then the response.
   * Served by the context's streaming function (`lambdas/src/<context>/stream.ts`) behind a STREAM integration.
   */
  stream?: true;
}

/** Identity helper that keeps the literal method, context and auth kind of each entry. */
export function route<const T extends RouteDef>(def: T): T {
  return def;
}

export type Params<T extends RouteDef> = z.infer<T['params']>;
export type Query<T extends RouteDef> = z.infer<T['query']>;
export type Body<T extends RouteDef> = z.infer<T['body']>;
export type Response<T extends RouteDef> = z.infer<T['response']>;

/** `/templates/{id}` + {id: 'x'} -> `/templates/x` (values are URI-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Route patterns compiled so far (the route table's paths: a fixed set). */
const compiled = new Map<string, { regex: RegExp; names: string[] }>();

/** A route pattern as a regular expression and its parameter names, compiled once per pattern. */
function compile(pattern: string): { regex: RegExp; names: string[] } {
  let entry = compiled.get(pattern);
  if (!entry) {
    const names: string[] = [];
    const source = pattern
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a: string, b: string) => {
        names.push(a ?? b);
        return '([^/]+)';
      });
    entry = { regex: new RegExp(`^${source}$`), names };
    compiled.set(pattern, entry);
  }
  return entry;
}

/** Match a concrete path against a route path; returns the decoded parameters or undefined. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const { regex, names } = compile(pattern);
  const m = regex.exec(path);
  if (!m) return undefined;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
}
