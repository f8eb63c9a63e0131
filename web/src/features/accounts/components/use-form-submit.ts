import { useRef, useState } from 'react';
import { useDescribeError } from '../../../lib/error-text';

export interface SubmitOptions {
  /**
   * True (the default) when success takes the user away from the form (the next step or page): the form stays busy
   * and refuses a second send meanwhile. False when the form stays and may be sent again.
   */
  leaves?: boolean;
}

interface SubmitHandlers {
  setBusy: (busy: boolean) => void;
  setError: (error: string | undefined) => void;
  describe: (error: unknown) => string;
}

/** How a send ended: `action` succeeded, threw (its error is shown), or was not run (another send runs or left). */
export type SubmitOutcome = 'sent' | 'failed' | 'refused';

/**
 * One send of a form, without React: refused while another runs (or after one that left), busy while it runs, and a
 * failure shown in the user's language, after which the form may be sent again.
 */
export async function runSubmit(
  running: { current: boolean },
  { setBusy, setError, describe }: SubmitHandlers,
  action: () => Promise<unknown>,
  { leaves = true }: SubmitOptions = {},
): Promise<SubmitOutcome> {
  if (running.current) return 'refused';
  running.current = true;
  setBusy(true);
  setError(undefined);
  try {
    await action();
  } catch (err) {
    setError(describe(err));
    running.current = false;
    setBusy(false);
    return 'failed';
  }
  if (!leaves) {
    running.current = false;
    setBusy(false);
  }
  return 'sent';
}

/**
 * The account forms' send (sign-up, sign-in, PIN, details, branding, guest verification, API key): `submit(action)`
 * after the form's own checks; `error` is the failure to show above the form, and `setError` sets one found before
 * sending (an invalid e-mail, terms not accepted).
 */
export function useFormSubmit() {
  const describe = useDescribeError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const running = useRef(false);
  const submit = (action: () => Promise<unknown>, options?: SubmitOptions) =>
    runSubmit(running, { setBusy, setError, describe }, action, options);
  return { busy, error, setError, submit };
}
