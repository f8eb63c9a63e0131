import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { AUTOSAVE_DELAY_MS } from '../../../shared/src/constants/ui';
import type { RouteId } from '../../../shared/src/routes/table';
import type { ApiRoute } from './app-api';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../../shared/src/config/site-api';

function roundUp(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

/** WAF counts requests over this window (it accepts 60, 120, 300 or 600 seconds). */
export const RATE_WINDOW_SECONDS = 300;

/** A room of candidates behind one NAT: the API must let this many take a test at once from one address. */
export const ROOM_SIZE = 300;

/**
 * The per-address limits of the API's web ACL, per RATE_WINDOW_SECONDS (docs/deploy.md "Web firewall" shows the
 * arithmetic). Candidate and joining routes are counted apart from the rest, so a room behind one NAT is not
 * refused by the limit meant for one person; costly free routes keep a tight one.
 */
export const API_RATE_LIMITS = {
  /**
   * One candidate page, keyed on address + URI path (the access token is in the path): autosave waits
   * AUTOSAVE_DELAY_MS after the last change and sends one save at a time, so one person's answers page sends at
   * most 300 s / 0.6 s = 500 saves, plus one retry every 5 s while a save fails (60): 560, rounded up to 600.
   */
  candidatePerPage: roundUp((RATE_WINDOW_SECONDS * 1000) / AUTOSAVE_DELAY_MS + RATE_WINDOW_SECONDS / 5, 100),
  /**
   * All candidate routes from one address: ROOM_SIZE people sending one request every 3 seconds on average
   * (faster than anyone answers for five minutes) = 300 × 100 = 30,000, which is also the stage's throttle
   * (100 requests a second) over the window.
   */
  candidatePerAddress: ROOM_SIZE * (RATE_WINDOW_SECONDS / 3),
  /**
   * Opening and registering on one public link, keyed on address + URI path (the link's code is in the path): the
   * whole room opens the link, registers and reloads once or twice: ROOM_SIZE × 3, rounded up.
   */
  joinPerLink: 1_000,
  /**
   * All joining routes from one address, whatever the link: the room's 300 × (short link, link page twice,
   * registration, confirmation) = 1,500, doubled. Without it, made-up link codes would each get their own count.
   */
  joinPerAddress: 3_000,
  /** Free routes that cost a sign-up, an e-mail or an AI run (guests, sign-in unlock, the public analyzer). */
  costlyPerAddress: 100,
  /** Everything else (the employer app, the public API, share links): one office's people together. */
  otherPerAddress: 2_000,
} as const;

/**
 * Routes whose bodies are text people write (answers, comments, questions, prompts, messages): code or angle
 * brackets in them are content, not an attack, so the managed rule sets' body rules only count there.
 */
export const FREE_TEXT_ROUTES = [
  'saveAnswers',
  'saveComment',
  'completeSection',
  'saveDemographics',
  'createTemplate',
  'updateTemplate',
  'saveTemplateSection',
  'inviteCandidates',
  'apiInviteCandidates',
  'overrideCandidateAnalysis',
  'generateToolboxText',
  'createSupportTicket',
] as const satisfies readonly RouteId[];

/** Opening a public test link and registering on it: a whole room does this within minutes. */
export const JOIN_ROUTES = [
  'resolveShortLink',
  'getPublicLink',
  'registerRespondent',
  'confirmRespondentEmail',
] as const satisfies readonly RouteId[];

/** Free routes that cost something per call and are never used by a room at once. */
export const COSTLY_FREE_ROUTES = [
  'getSignInMethod',
  'startGuest',
  'unlockSignIn',
  'startAnalyzerRun',
] as const satisfies readonly RouteId[];

/** Body rules of the managed rule sets: counted everywhere, blocked by BlockBodyAttacks outside free-text routes. */
export const MANAGED_BODY_RULES = {
  AWSManagedRulesCommonRuleSet: {
    CrossSiteScripting_BODY: 'awswaf:managed:aws:core-rule-set:CrossSiteScripting_Body',
    GenericLFI_BODY: 'awswaf:managed:aws:core-rule-set:GenericLFI_Body',
    GenericRFI_BODY: 'awswaf:managed:aws:core-rule-set:GenericRFI_Body',
    EC2MetaDataSSRF_BODY: 'awswaf:managed:aws:core-rule-set:EC2MetaDataSSRF_Body',
  },
  AWSManagedRulesKnownBadInputsRuleSet: {
    JavaDeserializationRCE_BODY: 'awswaf:managed:aws:known-bad-inputs:JavaDeserializationRCE_Body',
    Log4JRCE_BODY: 'awswaf:managed:aws:known-bad-inputs:Log4JRCE_Body',
  },
} as const;

/**
 * `/respondent/{token}/sections/{section}` -> a regular expression for the URI path WAF sees. The web app calls
 * the stage's own address (`.../prod/respondent/...`), a custom domain would not have the stage: one optional
 * leading segment allows both.
 */
export function pathPattern(paths: readonly string[]): string {
  const alternatives = paths.map((p) => p.replace(/\{\w+\}/g, '[^/]+'));
  const body = alternatives.length === 1 ? alternatives[0] : `(${alternatives.join('|')})`;
  return `^(/[^/]+)?${body}$`;
}

/** Every candidate route: the respondent's access token is the path's second segment. */
export const CANDIDATE_PATH_PATTERN = '^(/[^/]+)?/respondent/[^/]+(/.*)?$';

type Statement = wafv2.CfnWebACL.StatementProperty;
type Rule = wafv2.CfnWebACL.RuleProperty;

const NONE = [{ priority: 0, type: 'NONE' }];
const visibility = (metricName: string) => ({
  sampledRequestsEnabled: true,
  cloudWatchMetricsEnabled: true,
  metricName,
});
const pathMatches = (regexString: string): Statement => ({
  regexMatchStatement: { regexString, fieldToMatch: { uriPath: {} }, textTransformations: NONE },
});
const anyOf = (statements: Statement[]): Statement =>
  statements.length === 1 ? (statements[0] as Statement) : { orStatement: { statements } };

function pathsOf(routes: Readonly<Record<string, ApiRoute>>, ids: readonly string[]): string[] {
  return [...new Set(ids.flatMap((id) => (routes[id] ? [routes[id].path] : [])))];
}

/** WAF regular expressions are at most 200 characters: paths are split into as many as needed. */
function pathStatements(paths: string[]): Statement[] {
  const groups: string[][] = [];
  for (const p of paths) {
    const last = groups.at(-1);
    if (last && pathPattern([...last, p]).length <= 200) last.push(p);
    else groups.push([p]);
  }
  return groups.map((group) => pathMatches(pathPattern(group)));
}

/**
 * A request the site passed on (`/api/*`): it carries the deployment's origin secret, which only CloudFront adds. Its
 * connection's address is CloudFront's; the viewer's is in VIEWER_ADDRESS_HEADER.
 */
function viaSite(originSecret: string): Statement {
  return {
    byteMatchStatement: {
      fieldToMatch: { singleHeader: { Name: ORIGIN_SECRET_HEADER } },
      positionalConstraint: 'EXACTLY',
      searchString: originSecret,
      textTransformations: NONE,
    },
  };
}

/**
 * One limit as two rules: requests to the API's own address counted by their connection's address, requests the
 * site passed on counted by the viewer's address the site wrote (a viewer cannot send that header past the site:
 * CloudFront's function replaces it, and without the secret the first rule counts the request). Counted by
 * CloudFront's addresses, a busy edge would be blocked for everyone behind it.
 */
function rateRules(
  name: string,
  limit: number,
  scope: Statement,
  perPath: boolean,
  originSecret: string,
): Omit<Rule, 'priority'>[] {
  const site = viaSite(originSecret);
  const direct = { andStatement: { statements: [scope, { notStatement: { statement: site } }] } };
  const passedOn = { andStatement: { statements: [scope, site] } };
  const uriPath = { uriPath: { textTransformations: NONE } };
  const rule = (ruleName: string, statement: wafv2.CfnWebACL.RateBasedStatementProperty): Omit<Rule, 'priority'> => ({
    name: ruleName,
    action: { block: {} },
    statement: { rateBasedStatement: statement },
    visibilityConfig: visibility(ruleName),
  });
  return [
    rule(name, {
      limit,
      evaluationWindowSec: RATE_WINDOW_SECONDS,
      ...(perPath
        ? { aggregateKeyType: 'CUSTOM_KEYS', customKeys: [{ ip: {} }, uriPath] }
        : { aggregateKeyType: 'IP' }),
      scopeDownStatement: direct,
    }),
    rule(`${name}ViaSite`, {
      limit,
      evaluationWindowSec: RATE_WINDOW_SECONDS,
      // A passed-on request always has the header; MATCH counts one with a value that is not an address anyway.
      forwardedIpConfig: { headerName: VIEWER_ADDRESS_HEADER, fallbackBehavior: 'MATCH' },
      ...(perPath
        ? { aggregateKeyType: 'CUSTOM_KEYS', customKeys: [{ forwardedIp: {} }, uriPath] }
        : { aggregateKeyType: 'FORWARDED_IP' }),
      scopeDownStatement: passedOn,
    }),
  ];
}

function managedRule(name: keyof typeof MANAGED_BODY_RULES, countEverywhere: string[]): Omit<Rule, 'priority'> {
  const counted = [...Object.keys(MANAGED_BODY_RULES[name]), ...countEverywhere];
  return {
    name,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides: counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The API web ACL's rules (docs/deploy.md "Web firewall"), built from the route table:
 * rate limits per candidate page, per room, per public link, for costly free routes and for the rest; the AWS
 * managed common and known-bad-inputs rule sets with their body rules counted; then a rule that blocks what a
 * body rule matched unless the route takes free text.
 */
export function apiFirewallRules(routes: Readonly<Record<string, ApiRoute>>, originSecret: string): Rule[] {
  const candidate = pathMatches(CANDIDATE_PATH_PATTERN);
  const join = anyOf(pathStatements(pathsOf(routes, JOIN_ROUTES)));
  const costly = anyOf(pathStatements(pathsOf(routes, COSTLY_FREE_ROUTES)));
  const freeText = anyOf(pathStatements(pathsOf(routes, FREE_TEXT_ROUTES)));
  const bodyLabels = Object.values(MANAGED_BODY_RULES).flatMap((group) => Object.values(group));
  const limits = API_RATE_LIMITS;
  const rules: Omit<Rule, 'priority'>[] = [
    ...rateRules('CandidatePerPage', limits.candidatePerPage, candidate, true, originSecret),
    ...rateRules('CandidatePerAddress', limits.candidatePerAddress, candidate, false, originSecret),
    ...rateRules('JoinPerLink', limits.joinPerLink, join, true, originSecret),
    ...rateRules('JoinPerAddress', limits.joinPerAddress, join, false, originSecret),
    ...rateRules('CostlyPerAddress', limits.costlyPerAddress, costly, false, originSecret),
    ...rateRules(
      'OtherPerAddress',
      limits.otherPerAddress,
      { notStatement: { statement: anyOf([candidate, join]) } },
      false,
      originSecret,
    ),
    // Bodies over 8 KB (sections, invitation lists, written answers) are size-checked by the handlers' schemas.
    managedRule('AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
    managedRule('AWSManagedRulesKnownBadInputsRuleSet', []),
    {
      name: 'BlockBodyAttacks',
      action: { block: {} },
      statement: {
        andStatement: {
          statements: [
            anyOf(bodyLabels.map((key) => ({ labelMatchStatement: { scope: 'LABEL', key } }))),
            { notStatement: { statement: freeText } },
          ],
        },
      },
      visibilityConfig: visibility('BlockBodyAttacks'),
    },
  ];
  // WAF evaluates in priority order: the order above.
  return rules.map((rule, priority) => ({ ...rule, priority }));
}
