/**
 * The face of web/src/features/credits: all that other features may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { refreshCredits } from './api/billing';
export { OutOfCredits } from './components/out-of-credits';
