import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { SectionKind } from '@shared/sections/kinds';

/**
 * The spec's own addresses for the section setup screens and the edit page (part 1 §2 route table) open the
 * wizard's screens, keeping the assessment id: /assessment/create/set-up/values-and-traits?id=… is the values
 * step of that assessment; /assessment/edit/{id} its details step.
 */
const SETUP_SLUGS: Record<string, SectionKind> = {
  'values-and-traits': 'values_and_traits',
  'acceptable-behaviors': 'acceptable_behaviors',
  'OAIC-archetypes': 'oaic_archetypes',
  'custom-surveys': 'custom_survey',
};

export function SectionSetupAlias() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id') ?? search.get('form_id') ?? '';
  const section = SETUP_SLUGS[slug];
  if (!section || !id) return <Navigate to="/assessments" replace />;
  return <Navigate to={`/assessments/create/answers?id=${encodeURIComponent(id)}&section=${section}`} replace />;
}

export function EditAlias() {
  const { routeId = '' } = useParams();
  return <Navigate to={`/assessments/create/name?id=${encodeURIComponent(routeId)}`} replace />;
}
