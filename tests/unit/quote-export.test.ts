// What the provider opens in a spreadsheet, and the per-address limit.
import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/quotes/record/csv';
import { RateLimiter } from '@/lib/quotes/receive/ratelimit';
import type { QuoteRecord } from '@/lib/quotes/record/records';
import { sampleQuote } from '../support/quotes';

const record = (overrides: Partial<QuoteRecord> = {}): QuoteRecord => ({
  ...sampleQuote(),
  reference: 'DV-2026-000123',
  createdAt: '2026-11-22T09:05:00.000Z',
  delivery: 'sent',
  state: 'nouvelle',
  ...overrides,
});

describe('CSV export', () => {
  it('opens in a French spreadsheet: BOM, « ; » separator, Paris time, one line per request', () => {
    const csv = toCsv([record()]);
    const [head, row, end] = csv.split('\r\n');
    expect(csv.startsWith('\ufeffRéférence;Reçue le;Public;Nom;')).toBe(true);
    expect(head!.split(';')).toHaveLength(25);
    expect(row).toBe(
      "DV-2026-000123;2026-11-22 10:05;Particulier;Jeanne Martin;;jeanne@example.fr;06 12 34 56 78;Anniversaire d'enfant;" +
        'Salles Rive Gauche Vaugirard (Paris 15);vaugirard-matin-week-end;Matinée du week-end;2027-03-06;9h-12h30;20;;;;;;;;;français;envoyés;Nouvelle',
    );
    expect(end).toBe('');
  });

  it('says whether the date looked free when sent, and the visit times asked for', () => {
    const csv = toCsv([record({ dateStatus: 'reserve', visit1: '2027-02-20 14:00-16:30' })]);
    const [head, row] = csv.split('\r\n');
    expect(head!.split(';').slice(-7)).toEqual([
      'Disponibilité à l’envoi',
      'Visite, 1er choix',
      'Visite, 2e choix',
      'Origine des valeurs',
      'Langue',
      'E-mails',
      'État',
    ]);
    expect(row!.endsWith(';Déjà réservé;2027-02-20 14:00-16:30;;;français;envoyés;Nouvelle')).toBe(true);
  });

  it('says which values the visitor typed, and « à préciser » for a number of people left empty', () => {
    const origin = 'Saisi par le visiteur : nom, e-mail, téléphone, date. Repris de la page : public, type d’événement, lieu, formule.';
    const row = toCsv([record({ persons: undefined, valueOrigin: origin })]).split('\r\n')[1]!;
    expect(row).toContain(';9h-12h30;à préciser;');
    expect(row.endsWith(`;${origin};français;envoyés;Nouvelle`)).toBe(true);
  });

  it('names the language of a request sent in English, in French for the provider (#37)', () => {
    const row = toCsv([record({ language: 'en' })]).split('\r\n')[1]!;
    expect(row.endsWith(';anglais;envoyés;Nouvelle')).toBe(true);
  });

  it('keeps separators, quotes and line breaks inside their cell, and never lets a cell run as a formula', () => {
    const csv = toCsv([
      record({ name: '=HYPERLINK("http://x.example";"clic")', company: '+33; "ACME"', message: 'Ligne 1\nLigne 2', phone: '-1' }),
    ]);
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`;"'=HYPERLINK(""http://x.example"";""clic"")";"'+33; ""ACME""";`);
    expect(row).toContain(";'-1;");
    expect(csv).toContain('"Ligne 1\nLigne 2"');
  });
});

describe('per-address limit', () => {
  it('counts each address over a sliding window', () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.take(['ip:a', 'email:x'], 0)).toBe(0);
    expect(limiter.take(['ip:a', 'email:y'], 10_000)).toBe(0);
    expect(limiter.take(['ip:a', 'email:z'], 20_000)).toBe(40_000);
    expect(limiter.take(['ip:b', 'email:x'], 20_000)).toBe(0);
    expect(limiter.take(['ip:c', 'email:x'], 30_000)).toBe(30_000);
    expect(limiter.take(['ip:a', 'email:z'], 60_001)).toBe(0);
  });

  it('is off at 0', () => {
    const limiter = new RateLimiter(0, 60_000);
    for (let i = 0; i < 100; i++) expect(limiter.take(['ip:a'], i)).toBe(0);
  });
});
