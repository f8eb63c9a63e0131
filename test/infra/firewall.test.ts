import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOSAVE_DELAY_MS } from '@shared/constants/ui';
import { ROUTES, type RouteId } from '../../shared/src/routes/table';
import { configFromContext } from '../../infra/lib/config';
import { buildCultureFitApp } from '../../infra/lib/culturefit-app';
import {
  COSTLY_FREE_ROUTES,
  FREE_TEXT_ROUTES,
  JOIN_ROUTES,
  MANAGED_BODY_RULES,
  ROOM_SIZE,
} from '../../infra/lib/constructs/api-firewall';
import { newApp, webFixture } from './helpers';

// The synthesized API web ACL (CloudFormation's PascalCase), read by a small evaluator of the statements it uses.
type Statement = {
  ByteMatchStatement?: {
    FieldToMatch: { SingleHeader?: { Name: string } };
    PositionalConstraint: string;
    SearchString: unknown;
  };
  RegexMatchStatement?: { RegexString: string; FieldToMatch: { UriPath?: object } };
  OrStatement?: { Statements: Statement[] };
  AndStatement?: { Statements: Statement[] };
  NotStatement?: { Statement: Statement };
  LabelMatchStatement?: { Scope: string; Key: string };
  RateBasedStatement?: {
    Limit: number;
    EvaluationWindowSec: number;
    AggregateKeyType: string;
    CustomKeys?: { IP?: object; ForwardedIP?: object; UriPath?: object }[];
    ForwardedIPConfig?: { HeaderName: string; FallbackBehavior: string };
    ScopeDownStatement: Statement;
  };
  ManagedRuleGroupStatement?: {
    VendorName: string;
    Name: string;
    RuleActionOverrides?: { Name: string; ActionToUse: { Count?: object } }[];
  };
};
type Rule = { Name: string; Priority: number; Action?: { Block?: object }; Statement: Statement };
/** `ip` is the connection's address; a request the site passed on comes from CloudFront with the site's headers. */
type Request = { ip: string; path: string; labels?: string[]; headers?: Record<string, unknown> };

let rules: Rule[];
/** The origin secret as the API stack's template names it (a token imported from the web stack). */
let originSecret: unknown;
/** One CloudFront edge address: every request it passes on comes from it. */
const EDGE = '130.176.0.1';
const viaSite = (viewer: string, path: string): Request => ({
  ip: EDGE,
  path,
  headers: { 'x-origin-verify': originSecret, 'x-viewer-address': viewer },
});

beforeAll(() => {
  const app = newApp();
  const stacks = buildCultureFitApp(app, { config: configFromContext({}), webAssetPath: webFixture(), nag: false });
  const acls = Object.values(Template.fromStack(stacks.api).findResources('AWS::WAFv2::WebACL')) as {
    Properties: { Rules: Rule[] };
  }[];
  expect(acls).toHaveLength(1);
  rules = acls[0]?.Properties.Rules ?? [];
  originSecret = JSON.parse(JSON.stringify(stacks.api.resolve(stacks.web.originSecret)));
  // Imported from the web stack, whose id the site sends: the API stack's own id would never match.
  expect(JSON.stringify(originSecret)).toContain('Fn::ImportValue');
});

function rule(name: string): Rule {
  const found = rules.find((r) => r.Name === name);
  if (!found) throw new Error(`no rule ${name}`);
  return found;
}

function matches(s: Statement, request: Request): boolean {
  if (s.ByteMatchStatement) {
    const { FieldToMatch, PositionalConstraint, SearchString } = s.ByteMatchStatement;
    if (!FieldToMatch.SingleHeader || PositionalConstraint !== 'EXACTLY') throw new Error('only exact header matches');
    const sent = request.headers?.[FieldToMatch.SingleHeader.Name.toLowerCase()];
    return sent !== undefined && JSON.stringify(sent) === JSON.stringify(SearchString);
  }
  if (s.RegexMatchStatement) {
    if (!s.RegexMatchStatement.FieldToMatch.UriPath) throw new Error('only URI path matches are evaluated here');
    return new RegExp(s.RegexMatchStatement.RegexString).test(request.path);
  }
  if (s.OrStatement) return s.OrStatement.Statements.some((x) => matches(x, request));
  if (s.AndStatement) return s.AndStatement.Statements.every((x) => matches(x, request));
  if (s.NotStatement) return !matches(s.NotStatement.Statement, request);
  if (s.LabelMatchStatement) return (request.labels ?? []).includes(s.LabelMatchStatement.Key);
  throw new Error(`statement not evaluated here: ${JSON.stringify(s)}`);
}

/** The rate rules' counts for these requests in one window: rule name -> the highest count of any aggregation key. */
function peakCounts(requests: Request[]): Record<string, { peak: number; limit: number }> {
  const result: Record<string, { peak: number; limit: number }> = {};
  for (const r of rules) {
    const rate = r.Statement.RateBasedStatement;
    if (!rate) continue;
    const counts = new Map<string, number>();
    for (const request of requests) {
      if (!matches(rate.ScopeDownStatement, request)) continue;
      const forwarded = () => String(request.headers?.[rate.ForwardedIPConfig?.HeaderName ?? ''] ?? '?');
      const key =
        rate.AggregateKeyType === 'IP'
          ? request.ip
          : rate.AggregateKeyType === 'FORWARDED_IP'
            ? forwarded()
            : (rate.CustomKeys ?? [])
                .map((k) => (k.IP ? request.ip : k.ForwardedIP ? forwarded() : k.UriPath ? request.path : '?'))
                .join(' ');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    result[r.Name] = { peak: Math.max(0, ...counts.values()), limit: rate.Limit };
  }
  return result;
}

const blocked = (counts: Record<string, { peak: number; limit: number }>) =>
  Object.entries(counts)
    .filter(([, c]) => c.peak > c.limit)
    .map(([name]) => name);

/** A concrete path of a route as the web app calls it: the stage's address puts `/prod` first. */
const pathOf = (id: RouteId, prefix = '/prod', value = 'abc123') =>
  prefix + ROUTES[id].path.replace(/\{\w+\}/g, value === 'kind' ? 'big_five' : value);

describe('API web firewall: a room of candidates behind one address (docs/deploy.md "Web firewall")', () => {
  it('limits per 5 minutes: candidate page (address + path) 600, candidate routes per address 30,000, public link (address + path) 1,000, joining per address 3,000, costly free routes 100, the rest 2,000', () => {
    const summary = rules
      .filter((r) => r.Statement.RateBasedStatement)
      .map((r) => {
        const rate = r.Statement.RateBasedStatement as NonNullable<Statement['RateBasedStatement']>;
        const keys = rate.CustomKeys?.map((k) => Object.keys(k)[0]).join('+') ?? rate.AggregateKeyType;
        expect(r.Action).toEqual({ Block: {} });
        return `${r.Name} ${keys} ${rate.Limit}/${rate.EvaluationWindowSec}s`;
      });
    expect(summary).toEqual([
      'CandidatePerPage IP+UriPath 600/300s',
      'CandidatePerPageViaSite ForwardedIP+UriPath 600/300s',
      'CandidatePerAddress IP 30000/300s',
      'CandidatePerAddressViaSite FORWARDED_IP 30000/300s',
      'JoinPerLink IP+UriPath 1000/300s',
      'JoinPerLinkViaSite ForwardedIP+UriPath 1000/300s',
      'JoinPerAddress IP 3000/300s',
      'JoinPerAddressViaSite FORWARDED_IP 3000/300s',
      'CostlyPerAddress IP 100/300s',
      'CostlyPerAddressViaSite FORWARDED_IP 100/300s',
      'OtherPerAddress IP 2000/300s',
      'OtherPerAddressViaSite FORWARDED_IP 2000/300s',
    ]);
    // The viewer's address is the one the site wrote, in the header the site's function sets.
    for (const r of rules.filter((x) => x.Name.endsWith('ViaSite'))) {
      expect(r.Statement.RateBasedStatement?.ForwardedIPConfig).toEqual({
        HeaderName: 'x-viewer-address',
        FallbackBehavior: 'MATCH',
      });
    }
  });

  it('300 candidates behind one NAT join one public link and answer for 5 minutes at one save every 3 seconds: nothing is blocked', () => {
    const ip = '203.0.113.7';
    const requests: Request[] = [];
    for (let c = 0; c < ROOM_SIZE; c++) {
      const token = `token${c}`;
      requests.push({ ip, path: pathOf('resolveShortLink', '/prod', 'ROOM1') });
      requests.push({ ip, path: pathOf('getPublicLink', '/prod', 'ROOM1') });
      requests.push({ ip, path: pathOf('getPublicLink', '/prod', 'ROOM1') });
      requests.push({ ip, path: pathOf('registerRespondent', '/prod', 'ROOM1') });
      requests.push({ ip, path: `/prod/respondent/${token}` });
      requests.push({ ip, path: `/prod/respondent/${token}/sections/big_five/start` });
      for (let s = 0; s < 95; s++) requests.push({ ip, path: `/prod/respondent/${token}/sections/big_five/answers` });
      requests.push({ ip, path: `/prod/respondent/${token}/sections/big_five/complete` });
    }
    const counts = peakCounts(requests);
    expect(blocked(counts)).toEqual([]);
    expect(counts.CandidatePerAddress?.peak).toBe(ROOM_SIZE * 98);
    expect(counts.OtherPerAddress?.peak).toBe(0);
    expect(counts.JoinPerAddress?.peak).toBe(ROOM_SIZE * 4);
  });

  it('made-up link codes do not escape the joining limit: the 3,001st registration from one address is blocked', () => {
    const ip = '198.51.100.4';
    const tries = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ip, path: pathOf('registerRespondent', '/prod', `code${i}`) }));
    expect(blocked(peakCounts(tries(3_000)))).toEqual([]);
    expect(blocked(peakCounts(tries(3_001)))).toEqual(['JoinPerAddress']);
  });

  it('one candidate saving as fast as autosave can (one save per AUTOSAVE_DELAY_MS, plus a retry every 5 s) is not blocked; a script at twice that rate is', () => {
    const ip = '198.51.100.1';
    const page = '/prod/respondent/tok/sections/big_five/answers';
    const ceiling = 300_000 / AUTOSAVE_DELAY_MS + 300 / 5;
    const human = Array.from({ length: ceiling }, () => ({ ip, path: page }));
    expect(blocked(peakCounts(human))).toEqual([]);
    const script = Array.from({ length: ceiling * 2 }, () => ({ ip, path: page }));
    expect(blocked(peakCounts(script))).toEqual(['CandidatePerPage']);
  });

  it('costly free routes keep a tight limit per address: the 101st guest sign-up in 5 minutes from one address is blocked', () => {
    const ip = '198.51.100.2';
    const guests = (n: number) => Array.from({ length: n }, () => ({ ip, path: pathOf('startGuest') }));
    expect(blocked(peakCounts(guests(100)))).toEqual([]);
    expect(blocked(peakCounts(guests(101)))).toEqual(['CostlyPerAddress']);
  });

  it('the employer app stays under the per-address limit of 2,000, which candidate traffic from the same office does not use', () => {
    const ip = '198.51.100.3';
    const office = Array.from({ length: 2_001 }, () => ({ ip, path: pathOf('listTemplates') }));
    expect(blocked(peakCounts(office))).toEqual(['OtherPerAddress']);
  });

  it("requests the site passes on are counted by the viewer's address: one office behind a CloudFront edge is not everyone behind it", () => {
    // 2,001 employers on 2,001 addresses, all through one edge: no one is near a limit.
    const many = Array.from({ length: 2_001 }, (_, i) =>
      viaSite(`198.51.${i >> 8}.${i & 255}`, pathOf('listTemplates')),
    );
    expect(blocked(peakCounts(many))).toEqual([]);
    // One viewer sending 2,001 through the site is blocked by the rule for passed-on requests.
    const one = Array.from({ length: 2_001 }, () => viaSite('198.51.100.9', pathOf('listTemplates')));
    expect(blocked(peakCounts(one))).toEqual(['OtherPerAddressViaSite']);
    // The 101st guest sign-up from one viewer through the site, as straight to the API.
    const guests = Array.from({ length: 101 }, () => viaSite('198.51.100.10', pathOf('startGuest')));
    expect(blocked(peakCounts(guests))).toEqual(['CostlyPerAddressViaSite']);
  });

  it('an address a request writes itself is not believed without the origin secret: it is counted by its connection', () => {
    const claims = Array.from({ length: 101 }, (_, i) => ({
      ip: '198.51.100.11',
      path: pathOf('startGuest'),
      headers: { 'x-viewer-address': `192.0.2.${i}`, 'x-origin-verify': 'a guess' },
    }));
    expect(blocked(peakCounts(claims))).toEqual(['CostlyPerAddress']);
  });

  it('route classes follow the route table: candidate routes are exactly the candidate-auth routes, with or without the stage in the path', () => {
    const candidate = rule('CandidatePerAddress').Statement.RateBasedStatement?.ScopeDownStatement as Statement;
    const join = rule('JoinPerLink').Statement.RateBasedStatement?.ScopeDownStatement as Statement;
    const costly = rule('CostlyPerAddress').Statement.RateBasedStatement?.ScopeDownStatement as Statement;
    for (const id of Object.keys(ROUTES) as RouteId[]) {
      for (const prefix of ['/prod', '']) {
        const request = { ip: '192.0.2.1', path: pathOf(id, prefix) };
        expect({ id, prefix, candidate: matches(candidate, request) }).toEqual({
          id,
          prefix,
          candidate: ROUTES[id].auth === 'candidate',
        });
        const joinPaths = new Set<string>(JOIN_ROUTES.map((j) => ROUTES[j].path));
        expect({ id, prefix, join: matches(join, request) }).toEqual({
          id,
          prefix,
          join: joinPaths.has(ROUTES[id].path),
        });
        const costlyPaths = new Set<string>(COSTLY_FREE_ROUTES.map((j) => ROUTES[j].path));
        expect({ id, prefix, costly: matches(costly, request) }).toEqual({
          id,
          prefix,
          costly: costlyPaths.has(ROUTES[id].path),
        });
      }
    }
  });
});

/**
 * Web ACL capacity units by AWS's published costs (WAF developer guide, each statement's "WCUs"): rate-based 2 plus 30
 * per custom aggregation key plus its scope-down; regex match 3 (plus 10 per text transformation other than NONE);
 * label match 1; and/or/not the sum of their statements; the common rule set 700, known bad inputs 200.
 */
function capacity(s: Statement): number {
  const transformations = (x: { TextTransformations?: { Type: string }[] }) =>
    10 * (x.TextTransformations ?? []).filter((t) => t.Type !== 'NONE').length;
  if (s.RateBasedStatement)
    return 2 + 30 * (s.RateBasedStatement.CustomKeys?.length ?? 0) + capacity(s.RateBasedStatement.ScopeDownStatement);
  if (s.RegexMatchStatement) return 3 + transformations(s.RegexMatchStatement as never);
  if (s.LabelMatchStatement) return 1;
  // String match on one header, EXACTLY: 2.
  if (s.ByteMatchStatement) return 2;
  if (s.OrStatement) return s.OrStatement.Statements.reduce((sum, x) => sum + capacity(x), 0);
  if (s.AndStatement) return s.AndStatement.Statements.reduce((sum, x) => sum + capacity(x), 0);
  if (s.NotStatement) return capacity(s.NotStatement.Statement);
  const managed = { AWSManagedRulesCommonRuleSet: 700, AWSManagedRulesKnownBadInputsRuleSet: 200 } as Record<
    string,
    number
  >;
  if (s.ManagedRuleGroupStatement) return managed[s.ManagedRuleGroupStatement.Name] ?? Infinity;
  throw new Error(`no capacity for ${JSON.stringify(s)}`);
}

describe('API web firewall: capacity', () => {
  it('stays within the 1,500 WCU a web ACL has at its base price (1,242 by the published costs)', () => {
    const total = rules.reduce((sum, r) => sum + capacity(r.Statement), 0);
    expect(total).toBe(1_242);
    expect(total).toBeLessThanOrEqual(1_500);
  });
});

describe('API web firewall: managed body rules count on free-text routes', () => {
  const bodyRules = Object.entries(MANAGED_BODY_RULES);

  it('the common and known-bad-inputs rule sets count their body rules (and bodies over 8 KB) instead of blocking', () => {
    for (const [group, labels] of bodyRules) {
      const managed = rules.find((r) => r.Statement.ManagedRuleGroupStatement?.Name === group);
      const overrides = managed?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides ?? [];
      const counted = overrides.filter((o) => o.ActionToUse.Count).map((o) => o.Name);
      expect(counted).toEqual(expect.arrayContaining(Object.keys(labels)));
    }
    const common = rules.find((r) => r.Statement.ManagedRuleGroupStatement?.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides?.map((o) => o.Name)).toContain(
      'SizeRestrictions_BODY',
    );
  });

  it('a body rule match is blocked after the managed rules, except on a free-text route: a written answer with <script> or ../ is saved', () => {
    const block = rule('BlockBodyAttacks');
    expect(block.Action).toEqual({ Block: {} });
    const managedPriorities = rules.filter((r) => r.Statement.ManagedRuleGroupStatement).map((r) => r.Priority);
    expect(block.Priority).toBeGreaterThan(Math.max(...managedPriorities));
    const freeTextPaths = new Set<string>(FREE_TEXT_ROUTES.map((id) => ROUTES[id].path));
    for (const label of bodyRules.flatMap(([, labels]) => Object.values(labels))) {
      for (const id of Object.keys(ROUTES) as RouteId[]) {
        if (ROUTES[id].method === 'GET') continue;
        const request = { ip: '192.0.2.1', path: pathOf(id, '/prod', 'kind'), labels: [label] };
        expect({ id, label, blocked: matches(block.Statement, request) }).toEqual({
          id,
          label,
          blocked: !freeTextPaths.has(ROUTES[id].path),
        });
      }
    }
    // The spec's free text by name: written answers and comments, AI prompts, support messages.
    const xss = MANAGED_BODY_RULES.AWSManagedRulesCommonRuleSet.CrossSiteScripting_BODY;
    const verdict = (id: RouteId) => matches(block.Statement, { ip: '192.0.2.1', path: pathOf(id), labels: [xss] });
    expect(
      ['saveAnswers', 'saveComment', 'generateToolboxText', 'createSupportTicket'].map((id) => verdict(id as RouteId)),
    ).toEqual([false, false, false, false]);
    expect([verdict('createTeam'), verdict('startGuest'), verdict('registerRespondent')]).toEqual([true, true, true]);
  });
});
