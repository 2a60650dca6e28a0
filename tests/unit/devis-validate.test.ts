// A devis the provider cannot send, and why, in the words shown next to the field: the lines,
// the deposit, the days, in French for the desk (and in English); and the amounts typed in French.
import { beforeAll, describe, expect, it } from 'vitest';
import { DAYS_RANGE, devisProblems, loadDevisWords, parseEuros, VAT_RATES, type DevisBody, type DevisLine } from '@/lib/devis';
import { pricingFormulaById } from '@/lib/pricing/formulas';
import { bodyFor } from '../support/devis';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

beforeAll(() => loadDevisWords('en'));

function valid(): DevisBody {
  const formula = pricingFormulaById('vaugirard-cocktail-tout-compris');
  if (!formula) throw new Error('formule absente');
  return bodyFor(formula, { personnes: 20, heures: 1 });
}

const withLine = (body: DevisBody, index: number, change: Partial<DevisLine>): DevisBody => ({
  ...body,
  lines: body.lines.map((line, i) => (i === index ? { ...line, ...change } : line)),
});

describe('devisProblems', () => {
  it('has nothing to say about a devis drafted from the engine', () => {
    expect(devisProblems(valid())).toEqual([]);
  });

  it.each(VAT_RATES)('accepts the French VAT rate of %s %%', (vatRate) => {
    expect(devisProblems(withLine(valid(), 0, { vatRate }))).toEqual([]);
  });

  it('names the line and the field of a missing or unknown VAT rate', () => {
    const missing = withLine(valid(), 2, { vatRate: undefined as unknown as number });
    expect(devisProblems(missing)).toEqual([{ field: 'lines.2.vatRate', message: `Ligne 3${NBSP}: indiquez le taux de TVA.` }]);
    expect(devisProblems(withLine(valid(), 0, { vatRate: 19.6 }))).toEqual([
      {
        field: 'lines.0.vatRate',
        message: `Ligne 1${NBSP}: le taux de TVA doit être 0${NNBSP}%, 2,1${NNBSP}%, 5,5${NNBSP}%, 10${NNBSP}% ou 20${NNBSP}%.`,
      },
    ]);
  });

  it('refuses a blank label and a quantity that is not a whole number above zero', () => {
    const body = withLine(withLine(valid(), 0, { label: '  ' }), 1, { quantity: 1.5 });
    expect(devisProblems(body)).toEqual([
      { field: 'lines.0.label', message: `Ligne 1${NBSP}: indiquez le libellé.` },
      { field: 'lines.1.quantity', message: `Ligne 2${NBSP}: la quantité doit être un nombre entier supérieur à zéro.` },
    ]);
    expect(devisProblems(withLine(valid(), 1, { quantity: 0 }))[0]?.field).toBe('lines.1.quantity');
  });

  it('refuses a positive discount, and a negative amount that is not a discount', () => {
    const discount: DevisLine = { label: 'Remise fidélité', unitCents: 5000, quantity: 1, vatRate: 20, origin: 'remise' };
    expect(devisProblems({ ...valid(), lines: [...valid().lines, discount] })).toEqual([
      { field: 'lines.3.unitCents', message: `Ligne 4${NBSP}: une remise s’écrit en montant négatif, par exemple -50.` },
    ]);
    expect(devisProblems({ ...valid(), lines: [...valid().lines, { ...discount, unitCents: -5000 }] })).toEqual([]);
    expect(devisProblems(withLine(valid(), 0, { unitCents: -100 }))).toEqual([
      {
        field: 'lines.0.unitCents',
        message: `Ligne 1${NBSP}: un montant négatif est une remise${NBSP}: choisissez «${NNBSP}Remise${NNBSP}».`,
      },
    ]);
  });

  it('refuses a negative total', () => {
    const body: DevisBody = {
      ...valid(),
      depositCents: 0,
      firmOn: 'acceptation',
      lines: [...valid().lines, { label: 'Geste commercial', unitCents: -300000, quantity: 1, vatRate: 20, origin: 'remise' }],
    };
    expect(devisProblems(body)).toEqual([
      { field: 'lines', message: `Le total du devis ne peut pas être négatif (-1${NNBSP}080,00${NBSP}€).` },
    ]);
  });

  it('refuses a deposit above the TTC total, negative, or missing when the booking waits for it', () => {
    expect(devisProblems({ ...valid(), depositCents: 999_999 })).toEqual([
      { field: 'depositCents', message: `L’acompte (9${NNBSP}999,99${NBSP}€) dépasse le total TTC du devis (2${NNBSP}304,00${NBSP}€).` },
    ]);
    expect(devisProblems({ ...valid(), depositCents: -1 })).toEqual([
      { field: 'depositCents', message: 'L’acompte ne peut pas être négatif.' },
    ]);
    expect(devisProblems({ ...valid(), depositCents: 0 })[0]?.field).toBe('depositCents');
    expect(devisProblems({ ...valid(), depositCents: 0, firmOn: 'acceptation' })).toEqual([]);
  });

  it('keeps the validity and the time to pay the deposit between 1 and 90 days', () => {
    expect(devisProblems({ ...valid(), validityDays: 0, depositDays: 91 })).toEqual([
      { field: 'validityDays', message: 'La durée de validité du devis est un nombre entier de jours, de 1 à 90.' },
      { field: 'depositDays', message: 'Le délai de versement de l’acompte est un nombre entier de jours, de 1 à 90.' },
    ]);
    expect(devisProblems({ ...valid(), validityDays: DAYS_RANGE.max, depositDays: DAYS_RANGE.min })).toEqual([]);
    expect(devisProblems({ ...valid(), validityDays: 7.5 })[0]?.field).toBe('validityDays');
  });

  it('asks for the client’s name, e-mail and the date, and for at least one line', () => {
    const body: DevisBody = { ...valid(), client: { name: '', email: 'pas-une-adresse', phone: '' }, lines: [], depositCents: 0 };
    expect(devisProblems({ ...body, rental: { ...body.rental, dates: [] } })).toEqual([
      { field: 'client.name', message: 'Indiquez le nom du client.' },
      { field: 'client.email', message: 'Indiquez une adresse e-mail valide pour le client.' },
      { field: 'rental.dates', message: 'Indiquez la date de la location.' },
      { field: 'lines', message: 'Ajoutez au moins une ligne au devis.' },
      { field: 'depositCents', message: `La réservation devient ferme à la réception de l’acompte${NBSP}: indiquez son montant.` },
    ]);
  });

  it('speaks English when asked', () => {
    expect(devisProblems(withLine(valid(), 2, { vatRate: Number.NaN }), 'en')).toEqual([
      { field: 'lines.2.vatRate', message: 'Line 3: enter the VAT rate.' },
    ]);
  });
});

describe('parseEuros', () => {
  it.each([
    ['1 234,50', 123450],
    ['1\u202f234,5', 123450],
    ['1234.50', 123450],
    ['1 800 €', 180000],
    ['0,99', 99],
    ['-50', -5000],
    ['\u221250,25', -5025],
  ])('« %s » → %i cents', (text, cents) => {
    expect(parseEuros(text)).toEqual({ ok: true, cents });
  });

  it('says why an amount cannot be read', () => {
    expect(parseEuros('  ')).toEqual({ ok: false, message: 'Indiquez un montant.' });
    expect(parseEuros('douze')).toEqual({
      ok: false,
      message: `«${NNBSP}douze${NNBSP}» n’est pas un montant${NBSP}: écrivez par exemple 1${NNBSP}234,50.`,
    });
    expect(parseEuros('12,345')).toEqual({
      ok: false,
      message: `«${NNBSP}12,345${NNBSP}»${NBSP}: un montant a au plus deux chiffres après la virgule.`,
    });
    expect(parseEuros('1.234,50').ok).toBe(false);
  });

  it('reads an English amount, whose comma groups thousands', () => {
    expect(parseEuros('€1,234.50', 'en')).toEqual({ ok: true, cents: 123450 });
    expect(parseEuros('lots', 'en')).toEqual({ ok: false, message: '“lots” is not an amount: write for example 1,234.50.' });
  });
});
