import { accountIdentity } from '../accounts/identity';
import { provideGuestWorkMover } from '../accounts/guest-merge';
import { moveGuestWork } from './guest-work';

// A verified guest's assessments, memberships and credits move with it when its account opens or links
// (accounts/guest-merge.ts asks for their move; accounts/ imports no context above it).
provideGuestWorkMover(moveGuestWork);

/** The account resolvers of every function that carries the guest move (docs/architecture.md "Identity"). */
export { accountIdentity };
