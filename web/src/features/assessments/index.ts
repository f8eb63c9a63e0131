/**
 * The face of web/src/features/assessments: all that other features may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { paginate } from './components/assessments-table-model';
export { copyText, PublicLink, publicTestUrl } from './components/public-link';
