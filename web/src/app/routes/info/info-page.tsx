import { Link } from 'react-router-dom';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { useT } from '../../../lib/i18n/use-t';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';

/** A plain reading page (terms, privacy): its title and one paragraph per line of its text, in the page language. */
export function InfoPage({ title, body }: { title: MessageKey; body: MessageKey }) {
  const t = useT();
  useDocumentTitle(t(title));
  return (
    <main id="main" className="center-page">
      <article className="card prose">
        <div className="row-between">
          <h1>{t(title)}</h1>
          <LanguageSwitcher />
        </div>
        {t(body)
          .split('\n')
          .map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        <Link to="/">{t('common.goHome')}</Link>
      </article>
    </main>
  );
}

export function TermsRoute() {
  return <InfoPage title="pages.terms.title" body="pages.terms.body" />;
}

export function PrivacyRoute() {
  return <InfoPage title="pages.privacy.title" body="pages.privacy.body" />;
}
