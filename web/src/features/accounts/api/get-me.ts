import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const meKey = apiKey('getMe', {});

export function useMe(enabled = true) {
  return useApi('getMe', enabled ? {} : null);
}
