// The mentions of a devis as its reader reads them, and the figures they share with the content:
// the settings of content/site.yaml, and the rental terms' scale, balance and deposit, which the
// conditions page states in its own words (French and English) and the devis repeats.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, devisMentions, loadDevisWords } from '@/lib/devis';
import { devisTerms } from '@/lib/devis/terms';
import { pricingFormulaById } from '@/lib/pricing/formulas';
import { bodyFor, documentFor } from '../support/devis';

const NBSP = '\u00a0';

beforeAll(() => loadDevisWords('en'));

const flat = (text: string) => text.replace(/\s+/g, ' ');
const frenchTerms = flat(readFileSync('content/pages/conditions-de-location.mdx', 'utf8'));
const englishTerms = flat(readFileSync('content/en/pages/rental-terms.mdx', 'utf8'));

function formula(id: string) {
  const found = pricingFormulaById(id);
  if (!found) throw new Error(`formule ${id} absente du contenu`);
  return found;
}

describe('what the devis reads from content/site.yaml', () => {
  it('the defaults of a new devis, the bank account and the mediator', () => {
    const terms = devisTerms();
    expect(terms.defaults).toEqual({ validityDays: 15, depositPercent: 30, depositDays: 8 });
    expect(terms.bank).toEqual({ iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP', holder: 'Salles Rive Gauche SAS' });
    expect(terms.mediator.name).toBe('Médiateur de la consommation (exemple)');
    expect(terms.termsUrl).toEqual({
      fr: 'https://www.salles-rive-gauche.fr/conditions-de-location',
      en: 'https://www.salles-rive-gauche.fr/en/rental-terms',
    });
  });
});

describe('the rental terms say what the devis repeats', () => {
  const { contract, defaults } = devisTerms();
  const { refundDays, feeEuros, partialDays, sharePercent, fullDays } = contract.cancellation;

  it('in French: the acompte share, both cancellation scales, the balance, the security deposit', () => {
    expect(frenchTerms).toContain(`(${defaults.depositPercent} % du prix total sauf autre montant indiqué)`);
    expect(frenchTerms).toContain(
      `Plus de ${refundDays} jours avant l'événement : l'acompte vous est remboursé, moins ${feeEuros} € de frais`,
    );
    expect(frenchTerms).toContain(`Entre ${partialDays} et ${fullDays} jours avant : ${sharePercent} % du prix total est dû.`);
    expect(frenchTerms).toContain(`payé au plus tard ${contract.balanceDaysBefore} jours avant l'événement`);
    expect(frenchTerms).toContain(`à ${contract.proPaymentDays} jours au plus`);
    expect(frenchTerms).toContain(`dépôt de garantie de ${contract.securityDepositEuros} €`);
    expect(frenchTerms).toContain(contract.proCourt);
  });

  it('in French: an « acompte » binds both sides and earns interest after three months', () => {
    expect(frenchTerms).toContain("Ce n'est pas une somme d'arrhes : l'acompte engage fermement les deux parties.");
    expect(frenchTerms).toContain('(article L214-2 du Code de la consommation)');
  });

  it('in English, the same figures, and « advance payment (acompte) », never « deposit », for the acompte', () => {
    expect(englishTerms).toContain(`(${defaults.depositPercent}% of the total price unless it states another amount)`);
    expect(englishTerms).toContain(
      `More than ${refundDays} days before the event: the advance payment is refunded to you, less €${feeEuros}`,
    );
    expect(englishTerms).toContain(`Between ${partialDays} and ${fullDays} days before: ${sharePercent}% of the total price is due.`);
    expect(englishTerms).toContain(`no later than ${contract.balanceDaysBefore} days before the event`);
    expect(englishTerms).toContain(`security deposit of €${contract.securityDepositEuros}`);
    expect(englishTerms).toContain('## Advance payment (acompte)');
    expect(englishTerms.replace(/security deposit|forfeitable deposit/gi, '')).not.toMatch(/\bdeposit\b/i);
  });
});

describe('devisMentions', () => {
  it('names the room, its venue and address, and an evening that ends the next day', () => {
    const body = bodyFor(formula('montparnasse-formation-journee'), { personnes: 12, quantite: 9, salle: 'ocre' });
    const doc = documentFor({ ...body, rental: { ...body.rental, start: '19:00', end: '01:00' } });
    const { rental, client } = devisMentions(doc, devisTerms());
    expect(rental).toContain(`Lieu${NBSP}: Salle Ocre, Salles Rive Gauche Montparnasse, 120 rue Raymond-Losserand, 75014 Paris`);
    expect(rental).toContain(`Horaires${NBSP}: de 19${NBSP}h à 1${NBSP}h (le lendemain)`);
    expect(client).toEqual(['Camille Durand', 'camille.durand@example.com', '06 12 34 56 78']);
  });

  it('for a professional: no consumer block; firm on acceptance when the devis says so; the note last', () => {
    const body = bodyFor(formula('vaugirard-cocktail-tout-compris'), { personnes: 20 }, 'fr', {
      firmOn: 'acceptation',
      note: 'Le traiteur arrive à 18 h.',
      client: { name: 'Léa Martin', company: 'Atelier Martin', email: 'lea@example.com', phone: '01 23 45 67 89' },
    });
    const doc = documentFor(body);
    const mentions = devisMentions(doc, devisTerms());
    expect(mentions.blocks.map((block) => block.heading)).toEqual([
      'Validité',
      'Acompte et paiement',
      'Annulation',
      'Loi applicable et langue',
      'Conditions de location',
      'Note',
    ]);
    expect(mentions.client).toContain(`Société${NBSP}: Atelier Martin`);
    const payment = mentions.blocks[1]?.paragraphs ?? [];
    expect(payment).toContain('La réservation est ferme dès l’acceptation du devis\u202f; l’acompte est dû dans les 8 jours qui suivent.');
    expect(balanceOf(doc)).toBe(doc.totals.ttcCents - body.depositCents);
    expect(mentions.blocks.at(-1)?.paragraphs).toEqual([`Le traiteur arrive à 18${NBSP}h.`]);
  });

  it('for an individual, in English: the consumer’s rights come before the rental terms', () => {
    const doc = documentFor(bodyFor(formula('vaugirard-matin-week-end'), { personnes: 20 }, 'en'));
    const mentions = devisMentions(doc, devisTerms());
    expect(mentions.blocks.map((block) => block.heading)).toEqual([
      'Validity',
      'Advance payment and payment',
      'Cancellation',
      'Consumer rights',
      'Governing law and language',
      'Rental terms',
    ]);
    expect(mentions.provider[0]).toBe(
      'Salles Rive Gauche, SAS with share capital of €10,000, registered office: 1 rue de Vaugirard, 75015 Paris.',
    );
    expect(mentions.blocks[0]?.paragraphs[0]).toBe(
      'This quotation is valid until Sunday 13 December 2026 (15 days). It is accepted online, through the link sent with it.',
    );
  });
});
