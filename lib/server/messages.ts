// The lines this layer writes to the log, in French like every line the provider reads.
import 'server-only';

export const log = {
  locked: (dir: string, pid: number) =>
    `la base ${dir} est déjà ouverte par le processus ${pid}. PGlite n'accepte qu'un processus : arrêtez l'autre, ou configurez DATABASE_URL (PostgreSQL) pour lancer plusieurs processus.`,
} as const;
