import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_OPTIONS } from './swr-options';
import { AppRoutes } from './router';

/** The employer's app (every page but the respondent's: candidate/candidate-app.tsx). */
export function App() {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SWRConfig>
  );
}
