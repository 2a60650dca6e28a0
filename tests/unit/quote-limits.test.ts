import { describe, expect, it } from 'vitest';
import { clientAddress, trustedAddress } from '@/lib/quotes/receive/client-address';
import { loadConfig } from '@/lib/quotes/config';
import { scrub } from '@/lib/server/mail/outbox';
import { RateLimiter } from '@/lib/quotes/receive/ratelimit';
import { addressKey, mailboxKey, networkKey } from '@/lib/quotes/receive/visitor-keys';
import { clearTextAllowed } from '@/lib/server/smtp';

describe('the client address', () => {
  it('is the socket address, whatever X-Forwarded-For the client sends', () => {
    expect(trustedAddress('198.51.100.7', '203.0.113.1, 203.0.113.2', 0)).toBe('198.51.100.7');
  });

  it('behind N trusted proxies, is the entry the outermost one appended, never one the client wrote', () => {
    expect(trustedAddress('10.0.0.1', '203.0.113.9, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(trustedAddress('10.0.0.1', '203.0.113.9, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    // Fewer entries than proxies: the request bypassed one; the socket is all we know.
    expect(trustedAddress('10.0.0.1', undefined, 1)).toBe('10.0.0.1');
  });

  it('is read from Vercel’s own header on Vercel', () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '198.51.100.7' });
    expect(clientAddress(headers, { VERCEL: '1' })).toBe('198.51.100.7');
    expect(clientAddress(headers, {})).toBe('203.0.113.1');
  });
});

describe('the settings', () => {
  const problems = (env: Record<string, string>) => loadConfig(env).problems;

  it('are all optional', () => {
    expect(problems({})).toEqual([]);
  });

  it('name each malformed value in one French sentence, without repeating a password', () => {
    const found = problems({
      DATABASE_URL: 'postgres//user:Zx9secret@db',
      SMTP_URL: 'http://mail.example',
      DEVIS_EMAIL_TO: 'personne',
      DEVIS_RATE_LIMIT: 'cinq',
      DEVIS_EMAIL_MAX_AGE_MINUTES: '0',
    });
    expect(found).toHaveLength(5);
    expect(found.join(' ')).not.toContain('Zx9secret');
    expect(found[0]).toBe("DATABASE_URL n'est pas une adresse valide (attendu : postgres://utilisateur:motdepasse@hôte:5432/base).");
  });

  it('refuse the embedded database on Vercel in production', () => {
    expect(problems({ VERCEL: '1', NODE_ENV: 'production' })[0]).toMatch(/^DATABASE_URL est obligatoire sur Vercel/);
    expect(problems({ VERCEL: '1', NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db/x' })).toEqual([]);
  });
});

describe('the in-memory per-address limit', () => {
  it('forgets expired addresses as time passes and never holds more than its bound', () => {
    const limiter = new RateLimiter(1, 1_000, 50);
    for (let i = 0; i < 200; i++) limiter.take([`ip:${i}`], i);
    expect(limiter.size).toBe(50);
    // The newest addresses are still limited…
    expect(limiter.take(['ip:199'], 300)).toBeGreaterThan(0);
    // …and once the window has passed, the map empties itself.
    limiter.take(['ip:new'], 10_000);
    expect(limiter.size).toBe(1);
  });
});

describe('error texts for the logs', () => {
  it('lose every e-mail address and phone number', () => {
    expect(scrub('550 5.1.1 <jeanne.martin@example.fr>: adresse inconnue, rappel au +33 6 12 34 56 78')).toBe(
      '550 5.1.1 <[adresse]>: adresse inconnue, rappel au [numéro]',
    );
  });
});

describe('what the limits count a visitor by', () => {
  it('one IPv6 /64 is one client: 100 addresses of it give one key, and the limit holds at the third', () => {
    const addresses = Array.from(
      { length: 100 },
      (_, i) => `2001:db8:5:7:${i.toString(16)}:${(i * 7).toString(16)}::${(i + 1).toString(16)}`,
    );
    expect(new Set(addresses.map(addressKey))).toEqual(new Set(['2001:db8:5:7::/64']));
    const limiter = new RateLimiter(2, 60_000);
    const waits = addresses.map((address, i) => limiter.take([`ip:${addressKey(address)}`], i));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(2);
    // Another /64 of the same /48 is another client, in the same network.
    expect(addressKey('2001:db8:5:8::1')).toBe('2001:db8:5:8::/64');
    expect(networkKey('2001:db8:5:8::1')).toBe(networkKey(addresses[0]!));
  });

  it('an IPv4 client by its address, its network by the /24, a mapped IPv4 as itself', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressKey('inconnue')).toBe('inconnue');
  });

  it('one mailbox whatever its case, +tag, or Gmail dots and domain', () => {
    expect(mailboxKey('Jeanne.Martin+salle@GMAIL.com')).toBe('jeannemartin@gmail.com');
    expect(mailboxKey('j.e.a.n.n.e.martin@googlemail.com')).toBe('jeannemartin@gmail.com');
    // Dots matter elsewhere.
    expect(mailboxKey('Jeanne.Martin+devis@Exemple.fr')).toBe('jeanne.martin@exemple.fr');
    expect(mailboxKey('jeannemartin@exemple.fr')).not.toBe(mailboxKey('jeanne.martin@exemple.fr'));
  });

  it('a network has its own bucket and window beside the address limit', () => {
    const limiter = new RateLimiter(5, 60_000);
    const network = { key: 'net:a', max: 2, windowMs: 3_600_000 };
    expect(limiter.take(['ip:1', network], 0)).toBe(0);
    expect(limiter.take(['ip:2', network], 1_000)).toBe(0);
    expect(limiter.take(['ip:3', network], 2_000)).toBe(3_600_000 - 2_000);
    // A refused request counted nothing: the third address is still free elsewhere.
    expect(limiter.take(['ip:3', { ...network, key: 'net:b' }], 3_000)).toBe(0);
  });
});

describe('the mail and health settings', () => {
  const problems = (env: Record<string, string>) => loadConfig(env).problems;

  it('SMTP_ALLOW_INSECURE is 0 or 1, HEALTH_TOKEN 16 characters at least, each said in French', () => {
    expect(problems({ SMTP_ALLOW_INSECURE: '1', HEALTH_TOKEN: 'a'.repeat(16) })).toEqual([]);
    const found = problems({ SMTP_ALLOW_INSECURE: 'oui', HEALTH_TOKEN: 'court' });
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^SMTP_ALLOW_INSECURE doit valoir 1 .* ou 0 \(reçu « oui »\)\.$/);
    expect(found[1]).toMatch(/^HEALTH_TOKEN doit compter au moins 16 caractères/);
  });

  it('mail may go in clear only to this machine, or when SMTP_ALLOW_INSECURE says so', () => {
    expect(clearTextAllowed('smtp://127.0.0.1:2525', false)).toBe(true);
    expect(clearTextAllowed('smtp://localhost:25', false)).toBe(true);
    expect(clearTextAllowed('smtp://[::1]:25', false)).toBe(true);
    expect(clearTextAllowed('smtp://user:pw@mail.example:25', false)).toBe(false);
    expect(clearTextAllowed('smtp://user:pw@mail.example:25', true)).toBe(true);
  });
});
