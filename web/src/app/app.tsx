import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWR_OPTIONS } from './swr-options';
import { ROUTE_INDEX } from '@shared/routes/route-index';
import { addRouteIndex } from '../lib/route-defs';
import { AppRoutes } from './router';

// Every route, before any of this app's pages calls one (a respondent's page carries only its own: lib/route-defs.ts).
addRouteIndex(ROUTE_INDEX);

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
