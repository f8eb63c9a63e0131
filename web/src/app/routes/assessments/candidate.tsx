export function CandidateResultRoute() { return null; }
