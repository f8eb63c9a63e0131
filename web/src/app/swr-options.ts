import type { SWRConfiguration } from 'swr';
import type { ApiError } from '../lib/api-client';

/** How every page reads the API through SWR (the employer's app and the respondent's). */
export const SWR_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  // 4xx answers will not change on retry.
  shouldRetryOnError: (error: ApiError) => !(error?.status >= 400 && error.status < 500),
  errorRetryCount: 2,
};
