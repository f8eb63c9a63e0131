import { defineHandler } from '../../http/handler-factory';
import { providerSignInMethod } from '../sign-in-method';

/**
 * Login request (spec part 1 §5): 'Please login using the same login method that you signed up with.'
 * when the address belongs to a Google or Microsoft account; anything else reads null.
 */
export const getSignInMethod = defineHandler('getSignInMethod', async ({ query }) => ({
  method: await providerSignInMethod({ email: query.email }),
}));
