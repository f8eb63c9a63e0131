import { errorFields, logger } from '../../common/logger';
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
      logger.error('auth trigger failed', { error: errorFields(err) });
      throw new Error('INTERNAL');
    }
  };
}
