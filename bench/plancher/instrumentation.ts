// Empty on purpose. Turbopack looks for this file (and proxy.ts) from the app up to the
// workspace root, the project's, and would otherwise build the site's into the floor.
export function register() {}
