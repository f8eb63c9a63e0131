export function AssessmentDetailsRoute() { return null; }
