/**
 * The face of web/src/features/accounts: all that other features may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { meKey, useMe } from './api/get-me';
export { LogoField } from './components/logo-field';
