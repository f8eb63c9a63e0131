import { useApi } from '../../../lib/use-api';

export function usePublicLink(code: string | undefined) {
  return useApi('getPublicLink', code ? { params: { code } } : null);
}
