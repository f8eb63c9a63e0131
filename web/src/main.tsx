import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './lib/config';
import { LOCALES } from '@shared/i18n/locale';
import { getLocale, setLocale } from './lib/i18n/locale-store';
import { errorText } from './lib/i18n/use-t';
import { loadAllMessages, loadLocale } from './lib/i18n/i18n';
import { isRespondentPath } from './app/respondent-paths';
import { CandidateApp } from './app/candidate/candidate-app';
import { markAppStarted } from './lib/early-calls';
import './styles/index.css';

// A boot script arriving after this one starts nothing: the app makes its own calls (lib/early-calls.ts).
markAppStarted();
const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);
document.documentElement.lang = getLocale();

// The page's language is in place before the first render, so a Thai page never flashes English.
// A language prefix (/th/login) picks the language before the first render, as LocalePrefix would after it.
const { pathname } = window.location;
const prefixed = LOCALES.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
if (prefixed) setLocale(prefixed);
// A respondent's page needs only the core strings; any other page all of them, fetched beside the configuration.
const locale = getLocale();
const respondent = isRespondentPath(pathname);
const language = (respondent ? loadLocale(locale) : loadAllMessages()).catch(() => undefined);
// The respondent's app is in this script; the employer's (React Router, the route table) is fetched beside the
// configuration, so a test link never downloads it (docs/architecture.md "The respondent's app").
let appFailed = false;
const app = respondent
  ? Promise.resolve(CandidateApp)
  : import('./app/app').then(
      (m) => m.App,
      (error: unknown) => {
        appFailed = true;
        throw error;
      },
    );

Promise.all([loadConfig(), language, app])
  .then(([, , Page]) => {
    root.render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main className="center-page">
        <div className="card narrow" role="alert">
          {errorText(appFailed ? 'CHUNK_LOAD_FAILED' : 'AUTH_NOT_INITIALIZED', getLocale())}
        </div>
      </main>,
    );
  });
