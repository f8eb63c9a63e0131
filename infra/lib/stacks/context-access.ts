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
  'assessments:stream': { uploads: false, mail: true },
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
  'lambdas/src/accounts/triggers/create-auth-challenge.ts': DELETES,
  'lambdas/src/accounts/triggers/verify-auth-challenge.ts': DELETES,
  'lambdas/src/accounts/triggers/pre-sign-up.ts': WRITES,
  'lambdas/src/accounts/triggers/pre-authentication.ts': WRITES,
  'lambdas/src/respondents/sweep-handler.ts': DELETES,
  // The worker reads the team's branding through the teams face, whose repository deletes (teams/repo.ts).
  'lambdas/src/respondents/invitation-worker.ts': DELETES,
  'lambdas/src/toolbox/seed-prompts.ts': WRITES,
  // The webhook worker reads a delivery and its endpoint and records each attempt; for Greenhouse deliveries it reads
  // the connection through the store whose disconnect deletes it (teams/greenhouse/greenhouse-store.ts).
  'lambdas/src/teams/webhook-worker.ts': DELETES,
  'lambdas/src/toolbox/analyzer/step-handler.ts': WRITES,
  'lambdas/src/adapters/mail/ses-events-handler.ts': WRITES,
};

export function tableAccess(entry: string): TableAccess {
  const access = TABLE_ACCESS[entry];
  if (!access)
    throw new Error(
      `No row for ${entry} in TABLE_ACCESS (infra/lib/stacks/context-access.ts): say whether it deletes items or writes in batches.`,
    );
  return access;
}

/**
 * The partition keys each function may touch (`dynamodb:LeadingKeys`), per function entry. ElectroDB writes a
 * partition key as `$culturefit#<first composite attribute, lower case>_<value>...`, so a key space is named by that
 * attribute: `emailkey` is every partition keyed by an e-mail key. Entities that key by the same attribute share a key
 * space (user, membership, onboarding, support tickets and the sign-in records all use `emailkey`; coupons, prompts
 * and public links `code`; credit balances and the AI cache `key`), and a grant covers all of them. `groupstats` is
 * the raw group statistics item (lambdas/src/db/group-stats.ts); '' is the bare `$culturefit` partition of the
 * coupons' list index. A key space applies to the table and to the secondary indexes alike.
 * test/infra/context-access.test.ts reads each bundle for the entities its code names and fails on any difference;
 * a function whose entry has no row fails the synth (AppFunction.bindTable).
 */
/** What every API function reaches through the shared HTTP layer: the caller, their team and API key, the sweep's claims. */
const API_KEYS = ['code', 'emailkey', 'keyhash', 'personkey', 'scope', 'sub', 'sweep_shard', 'teamid'] as const;
/** Referrals (`friendkey`, `referrerkey`) and the coupons' list ('' ). */
const REFERRAL_KEYS = ['', 'friendkey', 'referrerkey'] as const;
/** Respondents, by their link's token (`accesstoken`) and by assessment (`form_id`). */
const RESPONDENT_KEYS = ['accesstoken', 'form_id'] as const;
/** Assessments (`id`, and `creator` for an owner's list). */
const ASSESSMENT_KEYS = ['creator', 'id'] as const;
/** Credit balances (`key`), their history (`eventid`, `quotakey`). */
const CREDIT_KEYS = ['eventid', 'key', 'quotakey'] as const;
/** Records kept per team: assessments and respondents by team, audit entries, webhooks, the Greenhouse connection. */
const TEAM_KEYS = ['team_id'] as const;
/** What an employer's signed-in function reaches beyond API_KEYS: most of them read assessments and their respondents. */
const EMPLOYER_KEYS = [
  ...API_KEYS,
  ...ASSESSMENT_KEYS,
  ...RESPONDENT_KEYS,
  ...REFERRAL_KEYS,
  ...CREDIT_KEYS,
  ...TEAM_KEYS,
];

// Each function bundles its own part of the route table only, so its grant is what its own code names: sections reach
// no assessment or referral, toolbox and support no respondent, toolbox's API no assessment or team record.
export const TABLE_KEYS: Readonly<Record<string, readonly string[]>> = {
  'lambdas/src/accounts/handler.ts': [
    ...EMPLOYER_KEYS,
    'customerid',
    'groupstats',
    'name',
    'ownerkey',
    'ref',
    'sessionid',
    'token',
    'tokenhash',
  ],
  'lambdas/src/teams/handler.ts': [...API_KEYS, ...RESPONDENT_KEYS, ...REFERRAL_KEYS, ...CREDIT_KEYS, ...TEAM_KEYS],
  'lambdas/src/assessments/handler.ts': [...EMPLOYER_KEYS, 'groupstats', 'ownerkey', 'sessionid'],
  'lambdas/src/assessments/stream.ts': [...EMPLOYER_KEYS],
  'lambdas/src/sections/handler.ts': [...API_KEYS, ...RESPONDENT_KEYS, ...TEAM_KEYS],
  'lambdas/src/respondents/handler.ts': [...EMPLOYER_KEYS, 'groupstats', 'ownerkey', 'ref', 'sessionid', 'token'],
  'lambdas/src/results/handler.ts': [...EMPLOYER_KEYS, 'groupstats', 'ref', 'token'],
  'lambdas/src/results/stream.ts': [...EMPLOYER_KEYS, 'ref'],
  'lambdas/src/credits/handler.ts': [...EMPLOYER_KEYS, 'customerid', 'groupstats', 'ownerkey', 'sessionid'],
  'lambdas/src/toolbox/handler.ts': [...API_KEYS, ...REFERRAL_KEYS, ...CREDIT_KEYS, 'owner', 'runid'],
  'lambdas/src/toolbox/stream.ts': [
    ...API_KEYS,
    ...ASSESSMENT_KEYS,
    ...REFERRAL_KEYS,
    ...CREDIT_KEYS,
    ...TEAM_KEYS,
    'runid',
  ],
  'lambdas/src/support/handler.ts': [...API_KEYS, ...ASSESSMENT_KEYS, ...REFERRAL_KEYS, ...CREDIT_KEYS, ...TEAM_KEYS],
  'lambdas/src/accounts/triggers/create-auth-challenge.ts': ['emailkey', 'personkey', 'scope', 'teamid'],
  'lambdas/src/accounts/triggers/verify-auth-challenge.ts': [
    'code',
    'emailkey',
    'name',
    'personkey',
    'scope',
    'teamid',
    'tokenhash',
  ],
  'lambdas/src/accounts/triggers/pre-sign-up.ts': ['emailkey', 'personkey', 'teamid'],
  // The suppression list (keyed by emailKey) and what the bundle's shared entity modules name beside it.
  'lambdas/src/adapters/mail/ses-events-handler.ts': ['emailkey', 'personkey', 'teamid'],
  // Respondents and their assessment, the team's branding, the suppression list.
  'lambdas/src/respondents/invitation-worker.ts': [
    'accesstoken',
    'code',
    'creator',
    'emailkey',
    'form_id',
    'id',
    'personkey',
    'ref',
    'sweep_shard',
    'team_id',
    'teamid',
  ],
  'lambdas/src/accounts/triggers/pre-authentication.ts': ['emailkey', 'personkey', 'teamid'],
  // Webhook deliveries and endpoints, keyed by their workspace, and what the bundle's shared entity modules name beside it.
  // scope: the daily budget of Greenhouse calls per workspace.
  'lambdas/src/teams/webhook-worker.ts': ['emailkey', 'personkey', 'scope', 'team_id', 'teamid'],
  'lambdas/src/respondents/sweep-handler.ts': [
    '',
    'accesstoken',
    'code',
    'creator',
    'emailkey',
    'eventid',
    'form_id',
    'friendkey',
    'groupstats',
    'id',
    'key',
    'ownerkey',
    'personkey',
    'quotakey',
    'ref',
    'referrerkey',
    'scope',
    'sessionid',
    'sweep_shard',
    'team_id',
    'teamid',
    'token',
    'tokenhash',
  ],
  'lambdas/src/toolbox/seed-prompts.ts': ['code', 'emailkey', 'name', 'personkey', 'teamid'],
  'lambdas/src/toolbox/analyzer/step-handler.ts': [
    'code',
    'creator',
    'emailkey',
    'id',
    'key',
    'owner',
    'personkey',
    'runid',
    'team_id',
    'teamid',
  ],
};

/** The table's service name: every ElectroDB partition key starts `$culturefit`. */
export const KEY_SERVICE = 'culturefit';

/** The `dynamodb:LeadingKeys` patterns of a key space (StringLike: `*` matches any characters). */
export function leadingKeyPattern(space: string): string {
  if (space === 'groupstats') return 'groupstats#*';
  if (space === '') return `$${KEY_SERVICE}`;
  return `$${KEY_SERVICE}#${space}_*`;
}

export function tableKeys(entry: string): readonly string[] {
  const keys = TABLE_KEYS[entry];
  if (!keys)
    throw new Error(
      `No row for ${entry} in TABLE_KEYS (infra/lib/stacks/context-access.ts): name the partition key spaces its code touches.`,
    );
  return keys;
}
