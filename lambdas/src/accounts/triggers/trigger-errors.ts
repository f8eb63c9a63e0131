import { DomainError } from '@shared/errors';

/**
 * Cognito shows a trigger's error to the client as "<Trigger> failed with error <message>.". The
 * message is made the catalogue code (e.g. PIN_SEND_LIMIT), which the web app shows in the user's
 * language; anything unexpected is logged here and reaches the client only as INTERNAL, never with
 * AWS details.
 */
export function withCatalogueErrors<E>(trigger: (event: E) => Promise<E>): (event: E) => Promise<E> {
  return async (event) => {
    try {
      return await trigger(event);
    } catch (err) {
      if (err instanceof DomainError) throw new Error(err.code);
      const detail = err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { value: String(err) };
      console.error(JSON.stringify({ level: 'error', msg: 'auth trigger failed', ...detail }));
      throw new Error('INTERNAL');
    }
  };
}
