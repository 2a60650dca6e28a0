// Mail never leaves in clear for another machine: against an SMTP server that offers no
// TLS (no STARTTLS) on this machine's network address, the site's transport refuses to
// send unless SMTP_ALLOW_INSECURE says so, and the site says so at start; on loopback,
// nothing crosses a network.
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMailer } from '@/lib/server/smtp';
import { logged, startQuoteSite, stopQuoteSite, type QuoteSite } from '../support/site';
import { startSmtpSink, type Sink } from '../support/smtp';

/** An IPv4 address of this machine that is not loopback: the server is then « another host » to the site. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

const message = (n: number) => ({ from: 'site@example.fr', to: 'reservations@example.fr', subject: `Essai ${n}`, text: 'Bonjour' });

let remote: Sink;
let local: Sink;

beforeAll(async () => {
  if (!networkAddress) throw new Error('Ce test demande une adresse réseau IPv4 autre que la boucle locale.');
  [remote, local] = await Promise.all([startSmtpSink(networkAddress), startSmtpSink()]);
});

afterAll(async () => {
  await Promise.all([remote?.close(), local?.close()]);
});

describe('a mail server that offers no TLS', () => {
  it('on another host: refused, nothing sent, unless SMTP_ALLOW_INSECURE=1', async () => {
    const strict = openMailer(remote.url, false);
    await expect(strict.sendMail(message(1))).rejects.toMatchObject({ code: 'ETLS' });
    strict.close();
    expect(remote.mails).toHaveLength(0);

    const insecure = openMailer(remote.url, true);
    await insecure.sendMail(message(2));
    insecure.close();
    expect(remote.mails.map((mail) => mail.headers.subject)).toEqual(['Essai 2']);
  });

  it('on another host: the site says so at start, in one line naming the server and the way out', async () => {
    let quotes: QuoteSite | undefined;
    try {
      quotes = await startQuoteSite((dataDir) => ({
        DEVIS_DATA_DIR: dataDir,
        SMTP_URL: remote.url,
        DEVIS_EMAIL_TO: 'reservations@example.fr',
      }));
      await logged(quotes.site, "n'offre pas de chiffrement");
      expect(quotes.site.logs).toContain(
        `[devis] Le serveur SMTP ${new URL(remote.url).host} n'offre pas de chiffrement (STARTTLS) : aucun e-mail ne lui est confié en clair. Utilisez smtps:// ou un serveur avec TLS, ou, en connaissance de cause, SMTP_ALLOW_INSECURE=1.`,
      );
    } finally {
      await stopQuoteSite(quotes ?? {});
    }
  }, 240_000);

  it('on loopback: sent', async () => {
    const transport = openMailer(local.url, false);
    await transport.sendMail(message(3));
    transport.close();
    expect(local.mails.map((mail) => mail.headers.subject)).toEqual(['Essai 3']);
  });
});
