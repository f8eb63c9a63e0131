import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ApiError } from '../lib/api-client';
import { AppRoutes } from './router';

export function App() {
  return (
    <SWRConfig
      value={{
        revalidateOnFocus: false,
        // 4xx answers will not change on retry.
        shouldRetryOnError: (error: ApiError) => !(error?.status >= 400 && error.status < 500),
        errorRetryCount: 2,
      }}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SWRConfig>
  );
}
