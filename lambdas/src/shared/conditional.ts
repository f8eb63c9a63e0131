/** True when DynamoDB refused a write because its condition did not hold (a race or a retry). */
export function isConditionFailure(err: unknown): boolean {
  const seen = new Set<unknown>();
  let cur: unknown = err;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    const e = cur as { name?: string; code?: string; message?: string; cause?: unknown };
    if (e.name === 'ConditionalCheckFailedException' || e.name === 'TransactionCanceledException') return true;
    if (typeof e.message === 'string' && /conditional request failed|ConditionalCheckFailed/i.test(e.message)) return true;
    cur = e.cause;
  }
  return false;
}
