import type { Context } from 'aws-lambda';

/**
 * The functions' structured logger: one JSON line per entry with the Lambda request id, function name and cold start,
 * level from AWS_LAMBDA_LOG_LEVEL (Lambda's own log level control, set by the deploy), else POWERTOOLS_LOG_LEVEL or
 * LOG_LEVEL, else INFO. Log ids, codes, counts and timings, never personal content: no PIN, token, answer, comment or
 * e-mail body goes into a log line (test/integration/logs.test.ts greps for them).
 *
 * It writes the lines Powertools for AWS Lambda's Logger wrote, field for field (level, message, timestamp, service,
 * cold_start, function_arn, function_memory_size, function_name, function_request_id, sampling_rate, xray_trace_id,
 * then the entry's own keys; errors as name, location, message, stack, cause), so the dashboard's queries and an
 * operator's habits stay as they were. It replaced Powertools' Logger, which with the middleware engine it needed
 * (middy) cost every cold start about 26 KB and several milliseconds of CPU for features no function uses: sampling,
 * buffering, child loggers, custom formatters (docs/cold-start.md "Where the CPU goes").
 */
/** Keys of the line itself, which an entry's fields may not replace. */
const RESERVED_KEYS = new Set(['level', 'message', 'sampling_rate', 'service', 'timestamp']);

const THRESHOLDS = { TRACE: 6, DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 } as const;
type LevelName = keyof typeof THRESHOLDS;

function levelFrom(value: string | undefined): LevelName | undefined {
  const name = value?.trim().toUpperCase();
  if (name === 'FATAL') return 'CRITICAL';
  return name && name in THRESHOLDS ? (name as LevelName) : undefined;
}

/** The Lambda invocation the lines are about, set per request by the handler factory. */
interface InvocationFields {
  cold_start: boolean;
  function_arn?: string;
  function_memory_size?: string;
  function_name?: string;
  function_request_id?: string;
}

/** Error objects as Powertools wrote them: name, where thrown, message, stack, cause, then their own fields. */
function errorObject(error: Error): Record<string, unknown> {
  const location = (error.stack ?? '')
    .split('\n')
    .map((line) => /\(([^()]*?):(\d+?):(\d+?)\)\\?$/.exec(line))
    .find(Boolean);
  const { name, message, stack, cause, ...own } = error as Error & Record<string, unknown>;
  return {
    name,
    location: location ? `${location[1]}:${Number(location[2])}` : '',
    message,
    stack,
    cause: cause instanceof Error ? errorObject(cause) : cause,
    ...own,
  };
}

/** Errors as objects, BigInts as text, and a value that contains itself left out (as Powertools did). */
function replacer(): (this: unknown, key: string, value: unknown) => unknown {
  const ancestors: unknown[] = [];
  return function (this: unknown, _key: string, value: unknown) {
    const replaced = value instanceof Error ? errorObject(value) : value;
    if (typeof replaced === 'bigint') return replaced.toString();
    if (typeof replaced === 'object' && replaced !== null) {
      while (ancestors.length > 0 && ancestors.at(-1) !== this) ancestors.pop();
      if (ancestors.includes(replaced)) return undefined;
      ancestors.push(replaced);
    }
    return replaced;
  };
}

export class Logger {
  #level: LevelName;
  /** Lambda's own log level control, when set: it stays the level (as with Powertools). */
  readonly #lambdaLevel: LevelName | undefined;
  #invocation: InvocationFields | undefined;
  #coldStart: boolean;

  constructor(
    private readonly serviceName: string,
    env: Record<string, string | undefined> = process.env,
  ) {
    this.#lambdaLevel = levelFrom(env.AWS_LAMBDA_LOG_LEVEL);
    // Lambda names an on-demand start; a provisioned one was warmed before any request, so no request is cold.
    this.#coldStart = env.AWS_LAMBDA_INITIALIZATION_TYPE?.trim() === 'on-demand';
    this.#level = this.#lambdaLevel ?? levelFrom(env.POWERTOOLS_LOG_LEVEL || env.LOG_LEVEL) ?? 'INFO';
  }

  get level(): LevelName {
    return this.#level;
  }

  /** Changes the level for the rest of the process (the load bench quiets and restores it). */
  setLogLevel(name: string): void {
    const level = levelFrom(name);
    if (level && !this.#lambdaLevel) this.#level = level;
  }

  /** The invocation's fields on every later line; the first invocation of an on-demand process is the cold start. */
  addContext(context: Partial<Context>): void {
    this.#invocation = {
      cold_start: this.#coldStart,
      function_arn: context.invokedFunctionArn,
      function_memory_size: context.memoryLimitInMB,
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
    };
    this.#coldStart = false;
  }

  debug(message: string, fields?: Record<string, unknown>): void {
    this.#write('DEBUG', message, fields);
  }

  info(message: string, fields?: Record<string, unknown>): void {
    this.#write('INFO', message, fields);
  }

  warn(message: string, fields?: Record<string, unknown>): void {
    this.#write('WARN', message, fields);
  }

  error(message: string, fields?: Record<string, unknown>): void {
    this.#write('ERROR', message, fields);
  }

  #write(level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR', message: string, fields: Record<string, unknown> = {}): void {
    if (THRESHOLDS[level] < THRESHOLDS[this.#level]) return;
    const line: Record<string, unknown> = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: this.serviceName,
      ...this.#invocation,
      sampling_rate: 0,
      xray_trace_id: /Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? '')?.[1],
    };
    for (const [key, value] of Object.entries(fields)) {
      // The line's own keys are never overwritten (an error's `message` spread into the fields, for one): dropped,
      // with a warning line, as Powertools did.
      if (RESERVED_KEYS.has(key)) this.warn(`The key "${key}" is a reserved key and will be dropped.`);
      else line[key] = value;
    }
    // Top-level keys without a value (undefined, null, empty text) are left out.
    for (const [key, value] of Object.entries(line))
      if (value === undefined || value === null || value === '') delete line[key];
    // As Powertools did: DEBUG and INFO on stdout, WARN and ERROR on stderr.
    const stream = level === 'WARN' || level === 'ERROR' ? process.stderr : process.stdout;
    stream.write(`${JSON.stringify(line, replacer())}\n`);
  }
}

export const logger = new Logger('culturefit');

/** An error as loggable fields (name, message, stack), never the objects it carries. */
export function errorFields(error: unknown): Record<string, string | undefined> {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { value: String(error) };
}
