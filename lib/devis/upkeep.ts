// The desk's upkeep on a long-lived server: lapsed devis and unpaid options released every few
// minutes, contracts past their 10 years erased, spent sign-in links, ended sessions, unanswered passkey challenges and the doors' past counts forgotten; on serverless hosts the cron route
// and every inbox visit run the sweep instead.
import 'server-only';
import { database, type Sql } from '../server/db';
import { isServerless } from '../env';
import { onShutdown } from '../server/lifecycle';
import { purgeAuth } from '../server/auth';
import { purgeChallenges } from '../server/passkeys';
import { purgeDoorHits } from '../server/door-limits';
import { retentionCutoff } from '../quotes';
import { sweepDevis } from './accept';
import { CONTRACT_YEARS } from './retention';

const EVERY_MS = 5 * 60_000;

/** A task of a feature above the devis (the balance invoices after the event), run with the sweep. */
export type UpkeepTask = (now: Date) => Promise<unknown>;

export async function deskUpkeep(now = new Date(), tasks: readonly UpkeepTask[] = []): Promise<number> {
  const released = await sweepDevis(now);
  const db = await database();
  await forgetContracts(db, now);
  await purgeAuth(db, now);
  await purgeChallenges(db, now);
  await purgeDoorHits(db, now);
  for (const task of tasks) await task(now);
  return released;
}

/** Erases the devis accepted more than CONTRACT_YEARS ago, with their proof and bookings; the number of devis erased. */
export async function forgetContracts(sql: Sql, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now, CONTRACT_YEARS * 12);
  return (await sql.query('DELETE FROM devis WHERE accepted_at < $1::timestamptz RETURNING id', [cutoff.toISOString()])).length;
}

export function startDeskUpkeep(tasks: readonly UpkeepTask[] = []): void {
  if (isServerless()) return;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = deskUpkeep(new Date(), tasks).catch((error: Error) => console.error(`[espace] ${error.message}`));
  };
  const timers = [setTimeout(run, 10_000), setInterval(run, EVERY_MS)];
  for (const timer of timers) timer.unref();
  onShutdown('espace.upkeep', async () => {
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
}
