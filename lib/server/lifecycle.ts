// Where the services loaded inside Next's bundles (the quote service) leave their stop
// function for the custom server (server.ts), which is not bundled: the two share only globalThis.
// No `import 'server-only'`: server.ts loads this without the react-server condition, where it would throw.
const SHUTDOWN_KEY = Symbol.for('salles-rive-gauche.devis.shutdown');
const holder = globalThis as { [SHUTDOWN_KEY]?: () => Promise<void> };

/** Leaves what stops the services and closes the database, for the server's stop. */
export const onShutdown = (stop: () => Promise<void>) => {
  holder[SHUTDOWN_KEY] = stop;
};

/** Stops what was registered, if anything was. */
export const shutdown = async (): Promise<void> => holder[SHUTDOWN_KEY]?.();
