export function CreateAssessmentRoute() { return null; }
