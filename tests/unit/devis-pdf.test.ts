// The devis PDF read back as text, as its reader reads it: the number, the client, the figures
// equal to the engine's and written as on the site, the deposit named « acompte », and for an
// individual the consumer's rights; in French and in English. A4, Inter embedded, page numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { devisFormat, loadDevisWords, toCents, type DevisBody, type DevisDocument, type DevisLine } from '@/lib/devis';
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
    says(flat, 'Salles Rive Gauche, SAS au capital de 10\u202f000\u00a0€, siège social\u00a0: 1 rue de Vaugirard, 75015 Paris.');
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
    says(flat, 'Cette somme est un acompte, non des arrhes\u00a0: le devis accepté engage fermement les deux parties.');
    says(flat, 'la réservation devient ferme à la réception de l’acompte');
    says(flat, 'Solde\u00a0: 525,00\u00a0€, à régler par virement au plus tard 15 jours avant l’événement.');
    says(flat, 'IBAN FR76 3000 6000 0112 3456 7890 189, BIC AGRIFRPP');
    saysNot(flat, 'une fois versé');
  });

  it('says there is no withdrawal right, names the mediator and the cancellation scale', () => {
    const { flat } = read1;
    says(flat, 'n’ouvre pas de droit de rétractation (articles L221-5 et L221-28 12° du Code de la consommation)');
    says(flat, '(articles L612-1 et L211-3 du Code de la consommation)\u00a0: Médiateur de la consommation (exemple)');
    says(flat, 'Entre 90 et 60 jours avant\u00a0: l’acompte reste acquis au prestataire.');
    says(flat, 'Entre 60 et 15 jours avant\u00a0: 50\u202f% du prix total est dû.');
    says(flat, 'Ce devis est valable jusqu’au dimanche 13 décembre 2026 (15 jours).');
    says(flat, 'Les conditions de location (version 2026-11-28) font partie de ce devis');
  });

  it('is A4 with Inter embedded, its two pages numbered', () => {
    const { bytes, pages, flat } = read1;
    const raw = Buffer.from(bytes).toString('latin1');
    expect(pages).toBe(2);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('Helvetica');
    says(flat, 'Devis D-2026-0042 — Page 1 sur 2');
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
    expect(pages).toBe(4);
    expect(text).toContain('Devis D-2026-0042 — Page 1 sur 4');
    expect(text).toContain('Devis D-2026-0042 — Page 4 sur 4');
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
    says(flat, 'Quotation D-2026-0042');
    says(flat, 'Camille Durand');
    says(flat, `Total excl. VAT ${figures.ht}`);
    says(flat, `Total incl. VAT ${figures.ttc}`);
    says(flat, 'Flat fee “All-inclusive standing reception” 1 €600.00 20% €600.00');
    says(flat, 'Advance payment (acompte): €691.20 (30% of the total including VAT)');
    says(flat, 'This sum is an advance payment (acompte), not a forfeitable deposit (arrhes): the accepted quotation binds both parties.');
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

/** The lines of the contract each reader relies on, read back from the PDF of each audience, in French and English. */
describe('the contract per audience, read back from the PDF', () => {
  const leisure = () => bodyFor(formula('vaugirard-soiree-tout-compris-samedi'), { personnes: 30 });
  const training = () => ({
    ...bodyFor(formula('montparnasse-formation-journee'), { personnes: 12, quantite: 9, salle: 'ocre' }),
    audience: 'particuliers' as const,
    basis: 'TTC' as const,
    leisure: false,
  });
  const business = () =>
    bodyFor(formula('vaugirard-cocktail-tout-compris'), { personnes: 20, heures: 1 }, 'fr', {
      client: {
        name: 'Léa Martin',
        company: 'Atelier Martin SARL',
        email: 'lea@example.com',
        phone: '01 23 45 67 89',
        address: ['12 rue des Lilas', '75011 Paris'],
        vatNumber: 'FR32123456789',
      },
    });
  const inEnglish = (body: DevisBody): DevisBody => ({ ...body, language: 'en' });
  const both = {
    fr: [
      'siège social\u00a0: 1 rue de Vaugirard',
      'Dépôt de garantie\u00a0: 500\u00a0€',
      'Le contrat est soumis au droit français.',
      'le français prévaut.',
      '(article 1127-1 du Code civil)',
      'il rembourse tout ce que le client a versé et lui verse en plus une indemnité d’un montant égal.',
      'les sommes dues sont réduites du prix de cette nouvelle location.',
      'Un acompte conservé plus de trois mois porte intérêt au taux légal (article L214-2 du Code de la consommation).',
    ],
    en: [
      'registered office: 1 rue de Vaugirard',
      'Security deposit: €500',
      'The contract is governed by French law.',
      'the French text prevails.',
      '(article 1127-1 of the French Civil Code)',
      'it refunds everything the client has paid and pays, on top, compensation of an equal amount.',
      'the sums due are reduced by the price of that new hire.',
      'bears interest at the statutory rate (article L214-2 of the French Consumer Code)',
    ],
  };

  it.each(['fr', 'en'] as const)('consumer, leisure event (%s): the early refund tier and no withdrawal right', async (locale) => {
    const body = locale === 'en' ? inEnglish(leisure()) : leisure();
    const { flat } = await read(documentFor(body));
    for (const line of both[locale]) says(flat, line);
    if (locale === 'fr') {
      says(flat, 'Plus de 90 jours avant l’événement\u00a0: l’acompte est remboursé, moins 50\u00a0€ de frais de dossier.');
      says(flat, 'Événement de loisirs à date déterminée\u00a0: la location n’ouvre pas de droit de rétractation');
      says(flat, 'qui peut être celui du domicile du client');
    } else {
      says(flat, 'More than 90 days before the event: the advance payment (acompte) is refunded, less €50 of handling costs.');
      says(flat, 'Leisure event on a specific date: the hire does not give rise to a right of withdrawal');
      expect(flat.replace(/security deposit|forfeitable deposit/gi, '')).not.toMatch(/\bdeposit\b/i);
      expect(flat).not.toMatch(/\bquote\b/);
    }
    saysNot(flat, 'L441-10');
  });

  it.each(['fr', 'en'] as const)(
    'consumer, training day (%s): the 14-day withdrawal right, its form and the express request',
    async (locale) => {
      const body = locale === 'en' ? inEnglish(training()) : training();
      const { flat } = await read(documentFor(body));
      for (const line of both[locale]) says(flat, line);
      if (locale === 'fr') {
        says(
          flat,
          'le client peut se rétracter sans motif pendant 14 jours à compter de l’acceptation du devis, par le formulaire type des conditions de location',
        );
        says(flat, 'la location ne commence qu’à la demande expresse du client');
        says(flat, '(article L221-25)');
        saysNot(flat, 'L221-28');
      } else {
        says(
          flat,
          'the client may withdraw without giving a reason within 14 days of accepting the quotation, using the model form of the rental terms',
        );
        says(flat, 'the hire begins only at the client’s express request');
        saysNot(flat, 'L221-28');
      }
    },
  );

  it.each(['fr', 'en'] as const)(
    'business (%s): the client’s company, address and VAT number, the L441-10 rate, the Paris commercial court',
    async (locale) => {
      const body = locale === 'en' ? inEnglish(business()) : business();
      const { flat } = await read(documentFor(body));
      for (const line of both[locale].filter((line) => !/L214-2|domicile/.test(line))) says(flat, line);
      says(flat, '12 rue des Lilas 75011 Paris');
      says(flat, 'FR32123456789');
      if (locale === 'fr') {
        says(flat, 'Société\u00a0: Atelier Martin SARL');
        says(
          flat,
          'taux de refinancement de la Banque centrale européenne majoré de 10 points, jamais inférieures à trois fois le taux d’intérêt légal',
        );
        says(flat, 'indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement (articles L441-10 et D441-5 du Code de commerce)');
        says(flat, 'Tout litige est porté devant le Tribunal de commerce de Paris.');
      } else {
        says(flat, 'Company: Atelier Martin SARL');
        says(
          flat,
          'European Central Bank’s refinancing rate plus 10 percentage points, never less than three times the statutory interest rate',
        );
        says(flat, 'Commercial Court of Paris (Tribunal de commerce de Paris)');
      }
      saysNot(flat, 'médiateur');
    },
  );

  it('accepted in English: the date and time in English, Paris time', async () => {
    const acceptance = {
      name: 'Oliver Smith',
      at: new Date('2026-06-12T12:30:00Z'),
      address: '192.0.2.10',
      pdfSha256: 'a'.repeat(64),
      box: 'I have read and accept the rental terms',
    };
    const { flat } = await read(documentFor(inEnglish(leisure()), { acceptance }));
    says(flat, 'Quotation accepted online on Friday 12 June 2026 at 14:30, Paris time, by “Oliver Smith”');
  });
});
