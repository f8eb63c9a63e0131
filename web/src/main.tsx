import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './lib/config';
import { getLocale } from './lib/i18n/locale-store';
import { errorText } from './lib/i18n/use-t';
import { i18n, loadLocale } from './lib/i18n/i18n';
import { App } from './app/app';
import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/thai-700.css';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);
document.documentElement.lang = getLocale();

// The page's language is in place before the first render, so a Thai page never flashes English.
const locale = getLocale();
const language = loadLocale(locale)
  .then(() => i18n.changeLanguage(locale))
  .catch(() => undefined);

Promise.all([loadConfig(), language])
  .then(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main className="center-page">
        <div className="card narrow" role="alert">
          {errorText('AUTH_NOT_INITIALIZED', getLocale())}
        </div>
      </main>,
    );
  });
