// The quote feature's settings, all from the environment (or `.env` files, which Next
// and `npm run devis` both read). Nothing is required: with no setting at all, requests
// go to ./data/devis and no e-mail is sent. A value that is set but malformed is a
// problem reported at start (`configProblems`), one line each, and the server stops.
// No `import 'server-only'`: server.ts (its fail-fast) loads this without the react-server condition, where it would throw.
import { VISITOR_KEYS_MAX_HOURS } from './retention';
import { processEnv, type Env } from '../env';

export type QuoteConfig = {
  /** PostgreSQL, for production and for several server processes. */
  databaseUrl?: string | undefined;
  /** The embedded database's folder when DATABASE_URL is not set. */
  dataDir: string;
  /** `smtp://user:password@host:587` or `smtps://…:465`; no e-mail without it. */
  smtpUrl?: string | undefined;
  /** SMTP_ALLOW_INSECURE=1: mail may go in clear to a server that offers no TLS (lib/server/smtp.ts). */
  smtpAllowInsecure: boolean;
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

/** The settings and their defaults, with the check of each one. */
const INTEGER_SETTINGS = {
  DEVIS_RATE_LIMIT: { fallback: 5, min: 0, max: 10_000 },
  // The hashed visitor keys are kept for the window, then swept within the hour, or by the
  // daily cron on serverless hosts (+ 1 h of margin): the privacy notices' maximum holds.
  DEVIS_RATE_WINDOW_MINUTES: { fallback: 15, min: 1, max: (VISITOR_KEYS_MAX_HOURS - 25) * 60 },
  DEVIS_NETWORK_LIMIT: { fallback: 10, min: 0, max: 1_000_000 },
  DEVIS_GLOBAL_LIMIT: { fallback: 60, min: 0, max: 1_000_000 },
  DEVIS_EMAIL_MAX_AGE_MINUTES: { fallback: 3 * 24 * 60, min: 0.05, max: 60 * 24 * 60, decimal: true },
  TRUSTED_PROXY_HOPS: { fallback: 0, min: 0, max: 10 },
} as const;

type IntegerSetting = keyof typeof INTEGER_SETTINGS;

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function numberSetting(env: Env, name: IntegerSetting): { value: number; problem?: string } {
  const rule: { fallback: number; min: number; max: number; decimal?: boolean } = INTEGER_SETTINGS[name];
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return { value: rule.fallback };
  const number = Number(raw);
  const wellFormed = rule.decimal ? /^\d+(\.\d+)?$/.test(raw) : /^\d+$/.test(raw);
  if (!wellFormed || number < rule.min || number > rule.max) {
    const kind = rule.decimal ? 'un nombre' : 'un nombre entier';
    return { value: rule.fallback, problem: `${name} doit être ${kind} entre ${rule.min} et ${rule.max} (reçu « ${raw.slice(0, 40)} »).` };
  }
  return { value: number };
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** `Nom <adresse>` or `adresse`. */
const isMailbox = (value: string) => EMAIL.test(value) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(value);

function urlProblem(name: string, value: string, schemes: string[], example: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value may hold a password: it is never repeated.
    return `${name} n'est pas une adresse valide (attendu : ${example}).`;
  }
  if (!schemes.includes(url.protocol))
    return `${name} doit commencer par ${schemes.map((s) => `${s}//`).join(' ou ')} (attendu : ${example}).`;
  if (url.hostname === '') return `${name} ne précise pas de serveur (attendu : ${example}).`;
  return undefined;
}

/** The settings, and one French sentence per malformed value (empty when all is well). */
export function loadConfig(env: Env = processEnv()): { config: QuoteConfig; problems: string[] } {
  const problems: string[] = [];
  const number = (name: IntegerSetting) => {
    const { value, problem } = numberSetting(env, name);
    if (problem) problems.push(problem);
    return value;
  };
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const smtpUrl = nonEmpty(env.SMTP_URL);
  const mailTo = nonEmpty(env.DEVIS_EMAIL_TO);
  const mailFrom = nonEmpty(env.DEVIS_EMAIL_FROM);
  if (databaseUrl) {
    const problem = urlProblem(
      'DATABASE_URL',
      databaseUrl,
      ['postgres:', 'postgresql:'],
      'postgres://utilisateur:motdepasse@hôte:5432/base',
    );
    if (problem) problems.push(problem);
  } else if (env.VERCEL && env.NODE_ENV === 'production') {
    problems.push(
      "DATABASE_URL est obligatoire sur Vercel : la base intégrée PGlite y serait effacée à chaque redémarrage d'instance et les demandes perdues. Configurez une base PostgreSQL.",
    );
  }
  if (smtpUrl) {
    const problem = urlProblem('SMTP_URL', smtpUrl, ['smtp:', 'smtps:'], 'smtp://utilisateur:motdepasse@hôte:587 ou smtps://…:465');
    if (problem) problems.push(problem);
  }
  const allowInsecure = nonEmpty(env.SMTP_ALLOW_INSECURE);
  if (allowInsecure !== undefined && allowInsecure !== '0' && allowInsecure !== '1') {
    problems.push(
      `SMTP_ALLOW_INSECURE doit valoir 1 (e-mails envoyés sans chiffrement à un serveur qui n'offre pas TLS) ou 0 (reçu « ${allowInsecure.slice(0, 40)} »).`,
    );
  }
  const healthToken = nonEmpty(env.HEALTH_TOKEN);
  if (healthToken !== undefined && healthToken.length < 16) {
    problems.push('HEALTH_TOKEN doit compter au moins 16 caractères (par exemple la sortie de « openssl rand -hex 16 »).');
  }
  if (mailTo && !EMAIL.test(mailTo))
    problems.push(`DEVIS_EMAIL_TO n'est pas une adresse e-mail valide (exemple : reservations@exemple.fr).`);
  if (mailFrom && !isMailbox(mailFrom))
    problems.push(`DEVIS_EMAIL_FROM n'est pas un expéditeur valide (exemple : Salles Rive Gauche <contact@exemple.fr>).`);

  const config: QuoteConfig = {
    databaseUrl,
    dataDir: nonEmpty(env.DEVIS_DATA_DIR) ?? 'data/devis',
    smtpUrl,
    smtpAllowInsecure: allowInsecure === '1',
    mailFrom,
    mailTo,
    rateLimit: { max: number('DEVIS_RATE_LIMIT'), windowMs: number('DEVIS_RATE_WINDOW_MINUTES') * MINUTE },
    networkLimit: number('DEVIS_NETWORK_LIMIT'),
    hourlyLimit: number('DEVIS_GLOBAL_LIMIT'),
    mailMaxAgeMs: Math.round(number('DEVIS_EMAIL_MAX_AGE_MINUTES') * MINUTE),
    cronSecret: nonEmpty(env.CRON_SECRET),
    healthToken,
  };
  number('TRUSTED_PROXY_HOPS');
  return { config, problems };
}

export const readConfig = (env: Env = processEnv()): QuoteConfig => loadConfig(env).config;

/** How many proxies in front of the site append to X-Forwarded-For (read by server.ts). */
export const trustedProxyHops = (env: Env = processEnv()) => numberSetting(env, 'TRUSTED_PROXY_HOPS').value;
