export function PublicLinkRoute() { return null; }
