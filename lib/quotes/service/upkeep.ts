// Store upkeep: the requests past the retention period and the expired visitor keys are
// deleted, daily and hourly on a server, by the cron route on serverless hosts.
import 'server-only';
import { site } from '../../content';
import { isServerless } from '../../env';
import type { QuoteConfig } from '../config';
import { log } from '../form/messages';
import { scrub } from '../../server/mail';
import type { RateLimiter } from '../receive/ratelimit';
import { retentionCutoff } from '../form/retention';
import type { QuoteStore } from '../record/store';

export const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a counted visitor key serves: the longest window of the limits. */
const keptHitsMs = (config: QuoteConfig) => Math.max(config.rateLimit.windowMs, HOUR);

/** Deletes the requests past the retention period and the expired limit keys, then gives their space back. */
export async function maintain(store: QuoteStore, config: QuoteConfig, now = new Date()): Promise<number> {
  const months = site.legal.conservation_demandes_mois;
  const purged = await store.purge(retentionCutoff(now, months));
  await store.rates.forgetRateHits(now, keptHitsMs(config));
  await store.vacuum();
  console.info(log.purgedAuto(purged, months));
  return purged;
}

/** The daily purge and the hourly sweep of visitor keys, off serverless hosts; stopped (work in hand finished) through `closers`. */
export function scheduleUpkeep(
  store: QuoteStore,
  config: QuoteConfig,
  limiter: RateLimiter | undefined,
  closers: (() => Promise<void> | void)[],
): void {
  if (isServerless()) return;
  let maintenance: Promise<unknown> = Promise.resolve();
  const logged = (work: Promise<unknown>) => work.catch((error: Error) => console.error(`[devis] ${scrub(error.message)}`));
  const daily = () => (maintenance = logged(maintain(store, config)));
  // The visitor keys go within the hour after their window, whatever the traffic (privacy notice).
  const hourly = () => {
    limiter?.sweep();
    maintenance = logged(store.rates.forgetRateHits(new Date(), keptHitsMs(config)));
  };
  const timers = [setTimeout(daily, 5_000), setInterval(daily, DAY), setInterval(hourly, HOUR)];
  for (const timer of timers) timer.unref();
  closers.push(async () => {
    for (const timer of timers) clearTimeout(timer);
    await maintenance;
  });
}
