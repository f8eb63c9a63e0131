/**
 * Operator commands for coupons (spec part 2 §3 "coupons", §5 "Coupon redemption"). Users redeem them on the
 * plan and billing tab; only operators create them, here.
 *
 *   npm run coupon -- create --code SPRING10 --credit 10 --usage-limit 100 --expires 2026-12-31 [--name "Spring"]
 *   npm run coupon -- list
 *
 * Target: the local stack's DynamoDB Local by default (culturefit-local at localhost:8000, or LOCAL_DDB_PORT);
 * a deployed table with `--table NAME --region R` (or TABLE_NAME and AWS_REGION) and the usual AWS credentials.
 * DYNAMODB_ENDPOINT points at any other DynamoDB Local.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { couponExpiresAt } from '../shared/src/credits/coupons';
import { formatTimestamp } from '../shared/src/time/zoned';
import { DEFAULT_PORTS, LOCAL_REGION, LOCAL_TABLE_NAME, PORT_ENV } from '../infra/local/stack';
import { portFromEnv } from '../infra/local/ports';
import { createCoupon, listCoupons, ZNewCoupon } from '../lambdas/src/credits/coupons';
import { db } from '../lambdas/src/db/service';

const USAGE = `Usage:
  npm run coupon -- create --code CODE --credit N --usage-limit N --expires YYYY-MM-DD [--name NAME] [--creator WHO]
  npm run coupon -- list

Options for both:
  --table NAME    a deployed table (or TABLE_NAME); without it, the local stack's DynamoDB Local
  --region R      its AWS region (or AWS_REGION)

A coupon stops working at 23:00 Asia/Bangkok on its expiry day. --usage-limit is how many users may redeem it;
each user redeems a coupon once.`;

class UsageError extends Error {}

/** Where the commands write: set in the environment the ElectroDB service reads on first use. */
function chooseTarget(options: { table?: string; region?: string }): string {
  const table = options.table ?? process.env.TABLE_NAME;
  if (options.region) process.env.AWS_REGION = options.region;
  if (!table && !process.env.DYNAMODB_ENDPOINT) {
    const port = portFromEnv(PORT_ENV.dynamodb, DEFAULT_PORTS.dynamodb);
    process.env.DYNAMODB_ENDPOINT = `http://localhost:${port}`;
    process.env.AWS_REGION ??= LOCAL_REGION;
    // DynamoDB Local accepts any credentials; never send a developer's real ones to it.
    process.env.AWS_ACCESS_KEY_ID = 'local';
    process.env.AWS_SECRET_ACCESS_KEY = 'local';
    delete process.env.AWS_PROFILE;
    delete process.env.AWS_SESSION_TOKEN;
  }
  process.env.TABLE_NAME = table ?? LOCAL_TABLE_NAME;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  return endpoint
    ? `table ${process.env.TABLE_NAME} at ${endpoint}`
    : `table ${process.env.TABLE_NAME} in ${process.env.AWS_REGION ?? 'the default AWS region'}`;
}

const whole = z.string({ error: 'required' }).trim().regex(/^\d+$/, 'must be a whole number').transform(Number);

const ZCreateArgs = z.object({
  code: z.string({ error: 'required' }),
  credit: whole,
  'usage-limit': whole,
  expires: z.string({ error: 'required (YYYY-MM-DD)' }),
  name: z.string().optional(),
  creator: z.string().optional(),
});

/** The flag a field of the coupon came from, for error lines. */
const FLAG: Record<string, string> = {
  usage_limit: '--usage-limit',
  'usage-limit': '--usage-limit',
  expiry_date: '--expires',
  expires: '--expires',
};
const flagOf = (field: PropertyKey | undefined) =>
  field === undefined ? 'arguments' : (FLAG[String(field)] ?? `--${String(field)}`);

async function create(values: Record<string, string | undefined>, target: string): Promise<void> {
  const args = ZCreateArgs.parse(values);
  const coupon = ZNewCoupon.parse({
    code: args.code,
    name: args.name ?? args.code.trim().toUpperCase(),
    credit: args.credit,
    usage_limit: args['usage-limit'],
    expiry_date: args.expires,
    creator: args.creator ?? userInfo().username,
  });
  const now = new Date();
  const stops = couponExpiresAt(coupon.expiry_date);
  if (!stops || stops.getTime() <= now.getTime()) {
    throw new UsageError(
      `--expires: ${coupon.expiry_date} is already past (a coupon stops at 23:00 Asia/Bangkok on its expiry day)`,
    );
  }
  const made = await createCoupon(coupon, now);
  if (!made.created) {
    const e = made.existing;
    const what = e ? ` (${e.name}: ${e.credit} credits, ${e.usage_limit} uses left, expires ${e.expiry_date})` : '';
    throw new UsageError(`Coupon ${coupon.code} already exists${what}; nothing changed.`);
  }
  const c = made.coupon;
  console.log(
    `Created coupon ${c.code} "${c.name}": ${c.credit} credits, ${c.usage_limit} uses, works until ${formatTimestamp(stops)} Asia/Bangkok (${target}).`,
  );
}

async function list(target: string): Promise<void> {
  const coupons = await listCoupons();
  if (coupons.length === 0) return console.log(`No coupons (${target}).`);
  const now = Date.now();
  const rows = await Promise.all(
    coupons.map(async (c) => {
      const redeemed = await db().entities.couponRedemption.query.byCode({ code: c.code }).go({ pages: 'all' });
      const stops = couponExpiresAt(c.expiry_date);
      return [
        c.code,
        c.name,
        String(c.credit),
        String(c.usage_limit),
        String(redeemed.data.length),
        c.expiry_date,
        stops && stops.getTime() > now ? '' : 'expired',
        c.creator,
      ];
    }),
  );
  const table = [['CODE', 'NAME', 'CREDIT', 'USES LEFT', 'REDEEMED', 'EXPIRES', '', 'CREATOR'], ...rows];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  for (const r of table)
    console.log(
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  console.log(`\n${coupons.length} coupon(s) (${target}).`);
}

/** One readable line for what an operator can fix; a stack only for our own bugs. */
function explain(err: unknown): string {
  if (err instanceof UsageError) return err.message;
  // zod's core error: thrown by classic and zod/mini schemas alike (the coupon shapes are on zod/mini).
  if (err instanceof z.core.$ZodError) return err.issues.map((i) => `${flagOf(i.path[0])}: ${i.message}`).join('\n');
  // ElectroDB wraps the SDK's error: the innermost cause names what went wrong.
  let e = err as { name?: string; code?: unknown; message?: string; cause?: unknown };
  const chain = [e];
  while (e.cause && typeof e.cause === 'object' && chain.length < 5) chain.push((e = e.cause as typeof e));
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (chain.some((c) => /Region is missing/i.test(String(c.message))))
    return 'No AWS region: pass --region or set AWS_REGION.';
  if (endpoint && chain.some((c) => c.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(String(c.message))))
    return `Cannot reach DynamoDB at ${endpoint}: start the local stack (npm start), or pass --table and --region for a deployed table.`;
  const named = (...names: string[]) => chain.find((c) => names.includes(String(c.name)));
  if (named('ResourceNotFoundException'))
    return `Table ${process.env.TABLE_NAME} was not found (${endpoint ?? `region ${process.env.AWS_REGION ?? 'default'}`}).`;
  const credentials = named(
    'CredentialsProviderError',
    'UnrecognizedClientException',
    'ExpiredTokenException',
    'InvalidSignatureException',
  );
  if (credentials)
    return `AWS credentials were refused or not found (${credentials.name}): sign in (e.g. aws sso login) or set AWS_PROFILE.`;
  const denied = named('AccessDeniedException');
  if (denied) return `Access denied to table ${process.env.TABLE_NAME}: ${denied.message}`;
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      code: { type: 'string' },
      credit: { type: 'string' },
      'usage-limit': { type: 'string' },
      expires: { type: 'string' },
      name: { type: 'string' },
      creator: { type: 'string' },
      table: { type: 'string' },
      region: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...extra] = positionals;
  if (values.help || !command) return console.log(USAGE);
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}\n\n${USAGE}`);
  const { table, region, help: _help, ...rest } = values;
  if (command === 'create') return create(rest, chooseTarget({ table, region }));
  if (command === 'list') {
    const stray = Object.keys(rest);
    if (stray.length > 0) throw new UsageError(`list takes only --table and --region, not --${stray.join(', --')}`);
    return list(chooseTarget({ table, region }));
  }
  throw new UsageError(`Unknown command: ${command}\n\n${USAGE}`);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    // parseArgs reports unknown or valueless options as TypeErrors with an ERR_PARSE_ARGS_* code.
    const code = (err as { code?: unknown }).code;
    const parse = typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
    console.error(parse ? `${(err as Error).message}\n\n${USAGE}` : explain(err));
    process.exit(1);
  },
);
