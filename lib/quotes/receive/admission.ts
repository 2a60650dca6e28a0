// Rate: a new request is admitted under the limits against abuse (the visitor's address, mailbox
// and network, counted as salted hashes) and the site's hourly brake, whose provider is alerted.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Sql } from '../../server/db';
import { brakeAlertMail } from '../deliver/mail';
import { log } from '../form/messages';
import { scrub } from '../../server/mail';
import type { Bucket } from './ratelimit';
import { quoteService, type Service } from '../service/service';
import type { InsertOptions } from '../record/store';
import { HOUR } from '../service/upkeep';
import { addressKey, mailboxKey, networkKey } from './visitor-keys';

/**
 * The visitor's buckets, as salted hashes: the address (an IPv6 /64) and the mailbox over
 * the per-address window, the network around the address over an hour. Undefined when
 * every limit is off.
 */
export function admission(service: Service, address: string, email: string, now: Date): InsertOptions['admit'] {
  const { rateLimit, networkLimit } = service.config;
  const hash = (key: string) => createHash('sha256').update(`${service.salt}:${key}`).digest('hex');
  const buckets: Bucket[] = [
    { key: hash(`ip:${addressKey(address)}`), ...rateLimit },
    { key: hash(`email:${mailboxKey(email)}`), ...rateLimit },
    { key: hash(`net:${networkKey(address)}`), max: networkLimit, windowMs: HOUR },
  ].filter((bucket) => bucket.max > 0);
  if (buckets.length === 0) return undefined;
  const limiter = service.limiter;
  return limiter
    ? async () => limiter.take(buckets, now.getTime())
    : (sql: Sql) => service.store.rates.takeRate(sql, buckets, rateLimit.max, rateLimit.windowMs, now);
}

/**
 * The site's brake was reached: tell the provider once an hour (one log line, one e-mail
 * when e-mail is on), whichever process saw it first. Never throws.
 */
export async function alertBrake(now: Date): Promise<void> {
  try {
    const service = await quoteService();
    if (!(await service.store.rates.claimBrakeAlert(now, HOUR))) return;
    console.warn(log.brakeReached(service.config.hourlyLimit));
    if (service.mail) await service.mail.mailer.sendMail(brakeAlertMail(service.config.hourlyLimit, service.mail.settings));
  } catch (error) {
    console.error(`[devis] ${scrub((error as Error).message)}`);
  }
}
