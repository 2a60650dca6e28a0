// Stops Turbopack from taking the site's proxy.ts (see instrumentation.ts); it matches no page of the floor.
export function proxy() {}

export const config = { matcher: '/aucune-page' };
