// The quote feature's settings, all from the environment (or `.env` files, which Next
// and `npm run devis` both read), declared through lib/server/settings.ts beside those of the
// database and the mail transport it uses (lib/server/config.ts). Nothing is required: with
// no setting at all, requests go to ./data/devis and no e-mail is sent. A value that is set
// but malformed is a problem reported at start (`loadConfig`), one line each, and the server stops.
// No `import 'server-only'`: server.ts (its fail-fast) loads this without the react-server condition, where it would throw.
import { VISITOR_KEYS_MAX_HOURS } from './form/retention';
import { processEnv, type Env } from '../env';
import { databaseSettings, mailTransportSettings, type DatabaseSettings, type MailTransportSettings } from '../server/config';
import { isEmail, isMailbox, SettingsReader, type NumberRule } from '../server/settings';

export type QuoteConfig = DatabaseSettings &
  MailTransportSettings & {
    mailFrom?: string | undefined;
    mailTo?: string | undefined;
    /** Accepted requests per visitor address (IP, and e-mail) in the window; 0 turns the limit off. */
    rateLimit: { max: number; windowMs: number };
    /** Accepted requests per hour from one network (IPv4 /24, IPv6 /48); 0 turns this limit off. */
    networkLimit: number;
    /** Accepted requests per hour for the whole site, all visitors together: the last resort, the provider is alerted; 0 turns the brake off. */
    hourlyLimit: number;
    /** A queued e-mail still not sent after this long is abandoned and the provider alerted. */
    mailMaxAgeMs: number;
    /** Secret of the cron route that runs the e-mail queue and the purge on serverless hosts. */
    cronSecret?: string | undefined;
    /** HEALTH_TOKEN: with it, /api/sante tells the database type and the e-mail queue; without, ok or degraded only. */
    healthToken?: string | undefined;
  };

const MINUTE = 60_000;

/** The numeric settings, their defaults and bounds. */
const NUMBERS = {
  DEVIS_RATE_LIMIT: { fallback: 5, min: 0, max: 10_000 },
  // The hashed visitor keys are kept for the window, then swept within the hour, or by the
  // daily cron on serverless hosts (+ 1 h of margin): the privacy notices' maximum holds.
  DEVIS_RATE_WINDOW_MINUTES: { fallback: 15, min: 1, max: (VISITOR_KEYS_MAX_HOURS - 25) * 60 },
  DEVIS_NETWORK_LIMIT: { fallback: 10, min: 0, max: 1_000_000 },
  DEVIS_GLOBAL_LIMIT: { fallback: 60, min: 0, max: 1_000_000 },
  DEVIS_EMAIL_MAX_AGE_MINUTES: { fallback: 3 * 24 * 60, min: 0.05, max: 60 * 24 * 60, decimal: true },
  TRUSTED_PROXY_HOPS: { fallback: 0, min: 0, max: 10 },
} as const satisfies Record<string, NumberRule>;

/** The settings, and one French sentence per malformed value (empty when all is well). */
export function loadConfig(env: Env = processEnv()): { config: QuoteConfig; problems: string[] } {
  const reader = new SettingsReader(env);
  const number = (name: keyof typeof NUMBERS) => reader.number(name, NUMBERS[name]);
  const database = databaseSettings(reader);
  const transport = mailTransportSettings(reader);
  const healthToken = reader.text('HEALTH_TOKEN');
  if (healthToken !== undefined && healthToken.length < 16) {
    reader.report('HEALTH_TOKEN doit compter au moins 16 caractères (par exemple la sortie de « openssl rand -hex 16 »).');
  }
  const mailTo = reader.text('DEVIS_EMAIL_TO');
  const mailFrom = reader.text('DEVIS_EMAIL_FROM');
  if (mailTo && !isEmail(mailTo)) reader.report(`DEVIS_EMAIL_TO n'est pas une adresse e-mail valide (exemple : reservations@exemple.fr).`);
  if (mailFrom && !isMailbox(mailFrom))
    reader.report(`DEVIS_EMAIL_FROM n'est pas un expéditeur valide (exemple : Salles Rive Gauche <contact@exemple.fr>).`);

  const config: QuoteConfig = {
    ...database,
    ...transport,
    mailFrom,
    mailTo,
    rateLimit: { max: number('DEVIS_RATE_LIMIT'), windowMs: number('DEVIS_RATE_WINDOW_MINUTES') * MINUTE },
    networkLimit: number('DEVIS_NETWORK_LIMIT'),
    hourlyLimit: number('DEVIS_GLOBAL_LIMIT'),
    mailMaxAgeMs: Math.round(number('DEVIS_EMAIL_MAX_AGE_MINUTES') * MINUTE),
    cronSecret: reader.text('CRON_SECRET'),
    healthToken,
  };
  number('TRUSTED_PROXY_HOPS');
  return { config, problems: reader.problems };
}

export const readConfig = (env: Env = processEnv()): QuoteConfig => loadConfig(env).config;

/** How many proxies in front of the site append to X-Forwarded-For (read by server.ts). */
export const trustedProxyHops = (env: Env = processEnv()) =>
  new SettingsReader(env).number('TRUSTED_PROXY_HOPS', NUMBERS.TRUSTED_PROXY_HOPS);
