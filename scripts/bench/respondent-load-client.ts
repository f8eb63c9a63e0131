/**
 * The load generator of `npm run bench:load`, in its own process so the server's CPU figures are the server's:
 * N respondents take one published assessment through the respondent API as the test page does (register, open,
 * start, 10 autosaves, complete, finish), C at a time. Sends back every request's route and latency.
 */
import { changedItems } from '../../shared/src/sections/answer-items';

export interface LoadJob {
  apiUrl: string;
  code: string;
  respondents: number;
  concurrency: number;
  /** Makes this run's e-mail addresses and registration ids unique. */
  prefix: string;
}

export interface LoadResult {
  latencies: Record<string, number[]>;
  errors: { route: string; status: number; body: string }[];
  wallMs: number;
  respondents: { token: string; email: string; final: unknown }[];
}

const SECTION = 'values_and_traits';
const AUTOSAVES = 10;
const VALUES = ['value_integrity', 'value_teamwork', 'value_innovation'] as const;
const TRAITS = ['trait_curious', 'trait_dependable'] as const;

/** The answers as they stand after the k-th autosave: each save changes them, the last is what must be kept. */
export function answersAt(k: number, seed: number) {
  const score = (i: number) => ((k + i + seed) % 5) + 1;
  return {
    defining_your_values: Object.fromEntries(VALUES.map((v, i) => [v, score(i)])),
    identifying_key_traits: Object.fromEntries(TRAITS.map((t, i) => [t, score(i + 3)])),
  };
}

async function call(
  job: LoadJob,
  result: LoadResult,
  route: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const started = performance.now();
  const res = await fetch(`${job.apiUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  (result.latencies[route] ??= []).push(performance.now() - started);
  if (!res.ok) {
    result.errors.push({ route, status: res.status, body: text.slice(0, 200) });
    throw new Error(`${route} ${res.status}`);
  }
  return text ? JSON.parse(text) : null;
}

async function respondent(job: LoadJob, result: LoadResult, i: number): Promise<void> {
  const email = `${job.prefix}-${i}@load.example.com`;
  const registration = `${job.prefix}-registration-${i}`.replace(/[^A-Za-z0-9_-]/g, '-').padEnd(16, '0');
  const { token } = (await call(job, result, 'registerRespondent', 'POST', `/public/links/${job.code}/register`, {
    firstname: 'Load',
    lastname: `Respondent ${i}`,
    email,
    registration_id: registration,
  })) as { token: string };
  const base = `/respondent/${encodeURIComponent(token)}`;
  await call(job, result, 'getRespondentTest', 'GET', base);
  await call(job, result, 'startSection', 'POST', `${base}/sections/${SECTION}/start`, {});
  let final: unknown = {};
  for (let k = 1; k <= AUTOSAVES; k += 1) {
    // As the test page saves: the answers it has, and the items changed since the last save.
    const next = answersAt(k, i);
    const changed = changedItems(SECTION, final, next);
    final = next;
    await call(job, result, 'saveAnswers', 'PUT', `${base}/sections/${SECTION}/answers`, { answers: final, changed });
  }
  await call(job, result, 'completeSection', 'POST', `${base}/sections/${SECTION}/complete`, { answers: final });
  await call(job, result, 'finishTest', 'POST', `${base}/finish`, {});
  result.respondents.push({ token, email, final });
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const result: LoadResult = { latencies: {}, errors: [], wallMs: 0, respondents: [] };
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < job.respondents) {
      const i = next++;
      await respondent(job, result, i).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(job.concurrency, job.respondents) }, worker));
  result.wallMs = performance.now() - started;
  return result;
}

// Run as a child of the bench: one job in, one result out.
if (process.send) {
  process.once('message', (job: LoadJob) => {
    void runLoad(job).then((result) => {
      process.send?.(result, () => process.exit(0));
    });
  });
}
