// The devis PDF read back as text, as its reader reads it: the number, the client, the figures
// equal to the engine's and written as on the site, the deposit named « acompte », and for an
// individual the consumer's rights; in French and in English. A4, Inter embedded, page numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { devisFormat, loadDevisWords, toCents, type DevisDocument, type DevisLine } from '@/lib/devis';
import { renderDevisPdf } from '@/lib/devis/server';
import type { Locale } from '@/lib/i18n';
import { estimate } from '@/lib/pricing/engine';
import { pricingCatalogueIn } from '@/lib/pricing/formulas';
import type { PriceRequest } from '@/lib/pricing/types';
import { bodyFor, documentFor } from '../support/devis';

beforeAll(() => loadDevisWords('en'));

function formula(id: string, locale: Locale = 'fr') {
  const found = pricingCatalogueIn(locale).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`formule ${id} absente du catalogue (${locale})`);
  return found;
}

/**
 * Spaces as a reader copies them: Inter draws the no-break spaces of French typography with the
 * glyph of the space, which the text layer gives back as a space; a sentence may wrap anywhere.
 */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** The PDF's text, its pages and lines joined. */
async function read(doc: DevisDocument) {
  const bytes = await renderDevisPdf(doc);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { bytes, pages: totalPages, text, flat: plain(text) };
}

/** The text holds these words, written as the site writes them. */
const says = (flat: string, words: string) => expect(flat).toContain(plain(words));
const saysNot = (flat: string, words: string) => expect(flat).not.toContain(plain(words));

/** The engine's figures for a request, as the devis writes them. */
function engineFigures(id: string, request: PriceRequest, locale: Locale) {
  const priced = estimate(formula(id, locale), request, locale);
  const { cents } = devisFormat(locale);
  return priced.vat
    ? { ht: cents(toCents(priced.total)), tva: cents(toCents(priced.vat.amount)), ttc: cents(toCents(priced.vat.totalTTC)) }
    : { ttc: cents(toCents(priced.total)) };
}

describe('a French devis for an individual', () => {
  const id = 'vaugirard-soiree-tout-compris-samedi';
  const request = { personnes: 30 };
  let read1: Awaited<ReturnType<typeof read>>;
  beforeAll(async () => {
    read1 = await read(documentFor(bodyFor(formula(id), request)));
  });

  it('names the devis, the provider and the client', () => {
    const { flat } = read1;
    says(flat, 'Devis D-2026-0042');
    says(flat, 'Salles Rive Gauche, SAS au capital de 10\u202f000\u00a0€, 1 rue de Vaugirard, 75015 Paris.');
    says(flat, 'SIREN 123 456 782, RCS Paris\u202f; SIRET 123 456 782 00010\u202f; TVA intracommunautaire FR11123456782');
    says(flat, 'Camille Durand');
    says(flat, 'Date\u00a0: samedi 12 juin 2027');
    says(flat, 'Horaires\u00a0: de 9\u00a0h à 17\u00a0h\u00a030');
  });

  it('prints the engine’s TTC total, written as on the site, with the VAT it includes', () => {
    const { flat } = read1;
    const figures = engineFigures(id, request, 'fr');
    expect(figures.ttc).toBe('750,00\u00a0€');
    says(flat, `Total TTC ${figures.ttc}`);
    says(flat, 'Total HT 625,00\u00a0€');
    says(flat, 'TVA 20\u202f% 125,00\u00a0€');
  });

  it('names the deposit « acompte », with its consequence, its deadline and the bank details', () => {
    const { flat } = read1;
    says(flat, 'Acompte\u00a0: 225,00\u00a0€ (30\u202f% du total TTC), à verser par virement dans les 8 jours');
    says(flat, 'Cette somme est un acompte\u00a0: une fois versé, il engage fermement les deux parties.');
    says(flat, 'la réservation devient ferme à la réception de l’acompte');
    says(flat, 'Solde\u00a0: 525,00\u00a0€, à régler par virement au plus tard 15 jours avant l’événement.');
    says(flat, 'IBAN FR76 3000 6000 0112 3456 7890 189, BIC AGRIFRPP');
    expect(flat).not.toMatch(/arrhes/i);
  });

  it('says there is no withdrawal right, names the mediator and the cancellation scale', () => {
    const { flat } = read1;
    says(flat, 'n’ouvre pas de droit de rétractation (articles L221-5 et L221-28 12° du Code de la consommation)');
    says(flat, '(articles L612-1 et L211-3 du Code de la consommation)\u00a0: Médiateur de la consommation (exemple)');
    says(flat, 'Plus de 60 jours avant l’événement\u00a0: l’acompte reste acquis au prestataire.');
    says(flat, 'Entre 60 et 15 jours avant\u00a0: 50\u202f% du prix total est dû.');
    says(flat, 'Ce devis est valable jusqu’au dimanche 13 décembre 2026 (15 jours).');
    says(flat, 'Les conditions de location (version 2026-11-28) font partie de ce devis');
  });

  it('is one A4 page with Inter embedded, and no page number', () => {
    const { bytes, pages, flat } = read1;
    const raw = Buffer.from(bytes).toString('latin1');
    expect(pages).toBe(1);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('Helvetica');
    saysNot(flat, 'Page 1');
  });
});

describe('a French devis for a professional', () => {
  const id = 'vaugirard-cocktail-tout-compris';
  const request = { personnes: 20, heures: 1 };

  it('prints the lines and the engine’s HT, VAT and TTC, and the late-payment terms, not the consumer’s rights', async () => {
    const { flat } = await read(documentFor(bodyFor(formula(id), request)));
    const figures = engineFigures(id, request, 'fr');
    expect(figures).toEqual({ ht: '1\u202f920,00\u00a0€', tva: '384,00\u00a0€', ttc: '2\u202f304,00\u00a0€' });
    says(flat, 'Désignation Qté Prix unitaire HT TVA Montant HT');
    says(flat, 'Par personne\u00a0: 20 personnes × 60\u00a0€ 20 60,00\u00a0€ 20\u202f% 1\u202f200,00\u00a0€');
    says(flat, `Total HT ${figures.ht}`);
    says(flat, `TVA 20\u202f% ${figures.tva}`);
    says(flat, `Total TTC ${figures.ttc}`);
    says(flat, 'à régler à réception de la facture, à 30 jours au plus');
    says(flat, 'indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement');
    saysNot(flat, 'L221-28');
    saysNot(flat, 'médiateur');
  });

  it('a corrected version says which devis it replaces; a devis without deposit is firm on acceptance', async () => {
    const body = bodyFor(formula(id), request, 'fr', { depositCents: 0, firmOn: 'acceptation' });
    const { flat } = await read(documentFor(body, { number: 'D-2026-0043', version: 2, replaces: 'D-2026-0042' }));
    says(flat, 'Devis D-2026-0043 Version 2 Remplace le devis D-2026-0042');
    says(flat, 'Aucun acompte n’est demandé\u00a0: la réservation est ferme dès l’acceptation du devis.');
  });

  it('numbers its pages when the lines run over a page, the table’s header on each', async () => {
    const extra: DevisLine[] = Array.from({ length: 45 }, (_, index) => ({
      label: `Option ${index + 1} : vidéoprojecteur, paperboard et café d’accueil pour la salle`,
      unitCents: 2500,
      quantity: 2,
      vatRate: 20,
      origin: 'libre',
    }));
    const body = bodyFor(formula(id), request);
    const { pages, text } = await read(documentFor({ ...body, lines: [...body.lines, ...extra] }));
    expect(pages).toBe(3);
    expect(text).toContain('Devis D-2026-0042 — Page 1 sur 3');
    expect(text).toContain('Devis D-2026-0042 — Page 3 sur 3');
    expect(text.split('Désignation Qté Prix unitaire HT TVA Montant HT').length - 1).toBeGreaterThanOrEqual(2);
  });
});

describe('an English devis', () => {
  it('for a business: English words, English figures equal to the engine’s, the « acompte » named', async () => {
    const id = 'vaugirard-cocktail-tout-compris';
    const request = { personnes: 20, heures: 1 };
    const { flat } = await read(documentFor(bodyFor(formula(id, 'en'), request, 'en')));
    const figures = engineFigures(id, request, 'en');
    expect(figures).toEqual({ ht: '€1,920.00', tva: '€384.00', ttc: '€2,304.00' });
    says(flat, 'Quote D-2026-0042');
    says(flat, 'Camille Durand');
    says(flat, `Total excl. VAT ${figures.ht}`);
    says(flat, `Total incl. VAT ${figures.ttc}`);
    says(flat, 'Flat fee “All-inclusive standing reception” 1 €600.00 20% €600.00');
    says(flat, 'Advance payment (acompte): €691.20 (30% of the total including VAT)');
    says(flat, 'This sum is an advance payment (acompte): once paid, it binds both parties.');
    says(flat, 'Date: Saturday 12 June 2027');
    says(flat, 'Hours: 09:00 to 17:30');
    says(flat, 'https://www.salles-rive-gauche.fr/en/rental-terms');
    saysNot(flat, 'L221-28');
  });

  it('for an individual: the withdrawal exclusion and the mediator, in English', async () => {
    const body = bodyFor(formula('vaugirard-soiree-tout-compris-samedi'), { personnes: 30 }, 'en');
    const { flat } = await read(documentFor(body));
    says(flat, 'Total incl. VAT €750.00');
    says(flat, 'does not give rise to a right of withdrawal (articles L221-5 and L221-28 12° of the French Consumer Code)');
    says(flat, 'the consumer mediator (articles L612-1 and L211-3 of the French Consumer Code)');
  });
});
