// The settings of what this layer owns, read by the features that use it: the database
// (./db.ts) and the mail transport (./smtp.ts). Nothing is required: without DATABASE_URL
// the embedded database lives in DEVIS_DATA_DIR (its name from the days the quotes were
// its only tenant), and without SMTP_URL no e-mail leaves.
// No `import 'server-only'`: server.ts (its fail-fast) loads this without the react-server condition, where it would throw.
import { SettingsReader } from './settings';

export type DatabaseSettings = {
  /** PostgreSQL, for production and for several server processes. */
  databaseUrl?: string | undefined;
  /** The embedded database's folder when DATABASE_URL is not set. */
  dataDir: string;
};

export type MailTransportSettings = {
  /** `smtp://user:password@host:587` or `smtps://…:465`; no e-mail without it. */
  smtpUrl?: string | undefined;
  /** SMTP_ALLOW_INSECURE=1: mail may go in clear to a server that offers no TLS (./smtp.ts). */
  smtpAllowInsecure: boolean;
};

export function databaseSettings(reader: SettingsReader = new SettingsReader()): DatabaseSettings {
  const databaseUrl = reader.url('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://utilisateur:motdepasse@hôte:5432/base');
  if (!databaseUrl && reader.env.VERCEL && reader.env.NODE_ENV === 'production') {
    reader.report(
      "DATABASE_URL est obligatoire sur Vercel : la base intégrée PGlite y serait effacée à chaque redémarrage d'instance et les demandes perdues. Configurez une base PostgreSQL.",
    );
  }
  return { databaseUrl, dataDir: reader.text('DEVIS_DATA_DIR') ?? 'data/devis' };
}

export function mailTransportSettings(reader: SettingsReader = new SettingsReader()): MailTransportSettings {
  const smtpUrl = reader.url('SMTP_URL', ['smtp:', 'smtps:'], 'smtp://utilisateur:motdepasse@hôte:587 ou smtps://…:465');
  const smtpAllowInsecure = reader.flag(
    'SMTP_ALLOW_INSECURE',
    (raw) =>
      `SMTP_ALLOW_INSECURE doit valoir 1 (e-mails envoyés sans chiffrement à un serveur qui n'offre pas TLS) ou 0 (reçu « ${raw} »).`,
  );
  return { smtpUrl, smtpAllowInsecure };
}
