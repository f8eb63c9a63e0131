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
  assessments: { uploads: false, mail: false },
  'assessments:stream': { uploads: false, mail: false },
  sections: { uploads: false, mail: false },
  respondents: { uploads: true, mail: true },
  results: { uploads: true, mail: true },
  'results:stream': { uploads: false, mail: false },
  credits: { uploads: false, mail: true },
  toolbox: { uploads: false, mail: false },
  'toolbox:stream': { uploads: false, mail: false },
  support: { uploads: true, mail: true },
};

export function contextAccess(context: string, streaming: boolean): ContextAccess {
  const key = streaming ? `${context}:stream` : context;
  const access = CONTEXT_ACCESS[key];
  if (!access)
    throw new Error(
      `No row for the ${key} function in infra/lib/stacks/context-access.ts: say whether it uses the uploads bucket and e-mail.`,
    );
  return access;
}

/**
 * Table actions beyond reading, PutItem and UpdateItem, per function entry: DeleteItem only where the bundle deletes
 * an item, BatchWriteItem only where it writes in batches. test/infra/context-access.test.ts reads each bundle's
 * sources for ElectroDB deletes (`.delete({`) and batch writes (`.put([`, `.delete([`) and fails on any difference;
 * a function whose entry has no row fails the synth (AppFunction.bindTable).
 */
export interface TableAccess {
  readonly deletes: boolean;
  readonly batchWrites: boolean;
}

const WRITES = { deletes: false, batchWrites: false } as const;
const DELETES = { deletes: true, batchWrites: false } as const;

export const TABLE_ACCESS: Readonly<Record<string, TableAccess>> = {
  'lambdas/src/accounts/handler.ts': DELETES,
  'lambdas/src/teams/handler.ts': DELETES,
  'lambdas/src/assessments/handler.ts': DELETES,
  'lambdas/src/assessments/stream.ts': DELETES,
  'lambdas/src/sections/handler.ts': WRITES,
  'lambdas/src/respondents/handler.ts': DELETES,
  'lambdas/src/results/handler.ts': DELETES,
  'lambdas/src/results/stream.ts': DELETES,
  'lambdas/src/credits/handler.ts': DELETES,
  'lambdas/src/toolbox/handler.ts': { deletes: false, batchWrites: true },
  'lambdas/src/toolbox/stream.ts': WRITES,
  'lambdas/src/support/handler.ts': DELETES,
  'lambdas/src/accounts/triggers/define-auth-challenge.ts': WRITES,
  'lambdas/src/accounts/triggers/create-auth-challenge.ts': DELETES,
  'lambdas/src/accounts/triggers/verify-auth-challenge.ts': DELETES,
  'lambdas/src/accounts/triggers/pre-sign-up.ts': WRITES,
  'lambdas/src/accounts/triggers/pre-authentication.ts': WRITES,
  'lambdas/src/respondents/sweep-handler.ts': DELETES,
  'lambdas/src/toolbox/seed-prompts.ts': WRITES,
  'lambdas/src/toolbox/analyzer/step-handler.ts': WRITES,
};

export function tableAccess(entry: string): TableAccess {
  const access = TABLE_ACCESS[entry];
  if (!access)
    throw new Error(
      `No row for ${entry} in TABLE_ACCESS (infra/lib/stacks/context-access.ts): say whether it deletes items or writes in batches.`,
    );
  return access;
}
