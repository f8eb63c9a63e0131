export function AssessmentsRoute() { return null; }
