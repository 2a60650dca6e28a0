// Where the quote service, loaded inside Next's bundles, leaves its stop function for the
// custom server (server.ts), which is not bundled: the two share only globalThis.
// No `import 'server-only'`: server.ts loads this without the react-server condition, where it would throw.
export const SHUTDOWN_KEY = Symbol.for('salles-rive-gauche.devis.shutdown');
