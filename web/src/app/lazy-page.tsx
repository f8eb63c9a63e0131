import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '../components/ui/feedback';
import { useT } from '../lib/i18n/use-t';

/** A page loaded when first opened, with a spinner while its code downloads. */
export function Lazy({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Page />
    </Suspense>
  );
}
