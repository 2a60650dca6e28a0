import { describe, expect, it } from 'vitest';
import { clientAddress, trustedAddress } from '@/lib/quotes/client-address';
import { loadConfig } from '@/lib/quotes/config';
import { scrub } from '@/lib/quotes/outbox';
import { RateLimiter } from '@/lib/quotes/ratelimit';

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
    expect(clientAddress(headers, { VERCEL: '1' } as unknown as NodeJS.ProcessEnv)).toBe('198.51.100.7');
    expect(clientAddress(headers, {} as unknown as NodeJS.ProcessEnv)).toBe('203.0.113.1');
  });
});

describe('the settings', () => {
  const problems = (env: Record<string, string>) => loadConfig(env as unknown as NodeJS.ProcessEnv).problems;

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
