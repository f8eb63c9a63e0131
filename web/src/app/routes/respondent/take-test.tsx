export function TakeTestRoute() { return null; }
