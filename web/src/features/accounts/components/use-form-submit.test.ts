import { describe, expect, it } from 'vitest';
import { runSubmit } from './use-form-submit';

/** The form's state as the hook would hold it, and a describe that names the error's code. */
function form() {
  const state = { busy: false, error: undefined as string | undefined, running: { current: false } };
  const handlers = {
    setBusy: (busy: boolean) => void (state.busy = busy),
    setError: (error: string | undefined) => void (state.error = error),
    describe: (err: unknown) => `text of ${(err as { code: string }).code}`,
  };
  const send = (action: () => Promise<unknown>, leaves?: boolean) =>
    runSubmit(state.running, handlers, action, leaves === undefined ? {} : { leaves });
  return { state, send };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('an account form sent with useFormSubmit', () => {
  it('is busy while it sends and refuses a second send meanwhile (a double click sends once)', async () => {
    const { state, send } = form();
    const request = deferred();
    let calls = 0;
    const action = () => {
      calls += 1;
      return request.promise;
    };
    const first = send(action);
    expect(state.busy).toBe(true);
    const second = send(action);
    expect(calls).toBe(1);
    request.resolve();
    expect(await first).toBe('sent');
    expect(await second).toBe('refused');
  });

  it('shows a failure in the words describe gives, stops being busy, and may be sent again', async () => {
    const { state, send } = form();
    state.error = 'an older error';
    const sent = send(() => Promise.reject({ code: 'INVALID_PIN' }));
    expect(state.error).toBeUndefined();
    expect(await sent).toBe('failed');
    expect(state).toMatchObject({ busy: false, error: 'text of INVALID_PIN' });
    expect(await send(() => Promise.resolve())).toBe('sent');
    expect(state.error).toBeUndefined();
  });

  it('stays busy after a success that leaves the form, and refuses any later send', async () => {
    const { state, send } = form();
    expect(await send(() => Promise.resolve())).toBe('sent');
    expect(state.busy).toBe(true);
    let called = false;
    expect(
      await send(async () => {
        called = true;
      }),
    ).toBe('refused');
    expect(called).toBe(false);
  });

  it('is ready again after a success that keeps the form (leaves: false)', async () => {
    const { state, send } = form();
    expect(await send(() => Promise.resolve(), false)).toBe('sent');
    expect(state.busy).toBe(false);
    expect(await send(() => Promise.resolve(), false)).toBe('sent');
  });
});
