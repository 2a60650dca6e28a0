// Where the services loaded inside Next's bundles (the quote service) leave their stop
// function for the custom server (server.ts), which is not bundled: the two share only globalThis.
// No `import 'server-only'`: server.ts loads this without the react-server condition, where it would throw.
const SHUTDOWN_KEY = Symbol.for('salles-rive-gauche.devis.shutdown');
const holder = globalThis as { [SHUTDOWN_KEY]?: Map<string, () => Promise<void>> };

/**
 * Leaves what stops a service, under its name (registering again replaces it), for the server's
 * stop. The quote service registers first, since it closes the database the others still use.
 */
export const onShutdown = (name: string, stop: () => Promise<void>) => {
  (holder[SHUTDOWN_KEY] ??= new Map()).set(name, stop);
};

/** Stops what was registered, the last registered first: the database closes after the services that use it. */
export const shutdown = async (): Promise<void> => {
  for (const stop of [...(holder[SHUTDOWN_KEY]?.values() ?? [])].reverse()) await stop();
};
