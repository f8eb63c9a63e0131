/**
 * What each API function may reach besides its table: the uploads bucket (presigned logo and attachment uploads,
 * signed logo links) and SES. Keyed by function: the context, or `<context>:stream` for its streaming function (as in AppApi).
 * test/infra/context-access.test.ts bundles every entry and fails when a row grants what the code never uses, or
 * the code uses what its row does not grant; a context without a row fails the synth.
 */
export interface ContextAccess {
  readonly uploads: boolean;
  readonly mail: boolean;
}

export const CONTEXT_ACCESS: Readonly<Record<string, ContextAccess>> = {
  accounts: { uploads: true, mail: true },
  teams: { uploads: true, mail: true },
  assessments: { uploads: true, mail: true },
  'assessments:stream': { uploads: true, mail: false },
  sections: { uploads: false, mail: false },
  respondents: { uploads: true, mail: true },
  results: { uploads: true, mail: true },
  'results:stream': { uploads: true, mail: false },
  credits: { uploads: true, mail: true },
  toolbox: { uploads: false, mail: false },
  'toolbox:stream': { uploads: false, mail: false },
  support: { uploads: true, mail: true },
};

export function contextAccess(context: string, streaming: boolean): ContextAccess {
  const key = streaming ? `${context}:stream` : context;
  const access = CONTEXT_ACCESS[key];
  if (!access) throw new Error(`No row for the ${key} function in infra/lib/stacks/context-access.ts: say whether it uses the uploads bucket and e-mail.`);
  return access;
}
