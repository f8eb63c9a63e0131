/**
 * Debounced, serialised saving: at most one save in flight, and the value saved last is always the
 * newest one, so quick changes, a refresh right after, or a double click never lose or reorder answers.
 */
export class AutosaveQueue<T> {
  private pending: { value: T } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly save: (value: T) => Promise<void>,
    private readonly delayMs: number,
    private readonly onState: (state: 'saving' | 'saved' | 'error') => void = () => undefined,
  ) {}

  get dirty(): boolean {
    return this.pending !== undefined || this.running !== undefined;
  }

  /**
   * A failed save waiting to be tried again: nothing is scheduled or in flight. A retry on a timer or on the connection
   * coming back saves only then; a save merely waiting out its delay is left to it, so a retry never sends it early, in
   * the middle of a respondent's quick answers.
   */
  get stalled(): boolean {
    return this.pending !== undefined && this.timer === undefined && this.running === undefined;
  }

  schedule(value: T): void {
    this.pending = { value };
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush().catch(() => undefined), this.delayMs);
  }

  /** Save whatever is pending now; resolves when everything scheduled so far is stored. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.running || this.pending) {
      if (this.running) {
        await this.running.catch(() => undefined);
        continue;
      }
      const { value } = this.pending as { value: T };
      this.pending = undefined;
      this.onState('saving');
      const run = this.save(value);
      this.running = run;
      try {
        await run;
      } catch (error) {
        // Keep the value for the next flush, unless a newer one replaced it meanwhile.
        this.pending ??= { value };
        this.onState('error');
        throw error;
      } finally {
        if (this.running === run) this.running = undefined;
      }
      if (!this.pending) this.onState('saved');
    }
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
