// The quote feature's settings, all from the environment (or `.env` files, which Next
// and `npm run devis` both read). Nothing is required: with no setting at all, requests
// go to ./data/devis and no e-mail is sent.

export type QuoteConfig = {
  /** PostgreSQL, for production and for several server processes. */
  databaseUrl?: string;
  /** The embedded database's folder when DATABASE_URL is not set. */
  dataDir: string;
  /** `smtp://user:password@host:587` or `smtps://…:465`; no e-mail without it. */
  smtpUrl?: string;
  mailFrom?: string;
  mailTo?: string;
  /** Accepted requests per visitor address (IP, and e-mail) in the window; 0 turns the limit off. */
  rateLimit: { max: number; windowMs: number };
};

const positiveInteger = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number >= 0 ? number : fallback;
};

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export function readConfig(env: NodeJS.ProcessEnv = process.env): QuoteConfig {
  return {
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: nonEmpty(env.DEVIS_DATA_DIR) ?? 'data/devis',
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.DEVIS_EMAIL_FROM),
    mailTo: nonEmpty(env.DEVIS_EMAIL_TO),
    rateLimit: {
      max: positiveInteger(env.DEVIS_RATE_LIMIT, 5),
      windowMs: positiveInteger(env.DEVIS_RATE_WINDOW_MINUTES, 15) * 60_000,
    },
  };
}
