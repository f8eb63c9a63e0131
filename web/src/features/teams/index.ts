/**
 * The face of web/src/features/teams: all that other features may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { useMyTeams } from './api/teams';
