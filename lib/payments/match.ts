// Which devis a credit pays, read from what the payer wrote: the devis number printed on the devis
// and its e-mails (`D-2026-0001`), an invoice number (`F-2026-0001`) or the request's reference
// (`DV-2026-000123`), hyphens or spaces as the bank kept them. The amount never chooses the devis:
// it only says whether the payment is the one expected, short of it or over it.
import { formatCents } from '../french/format';

export type Reference = { kind: 'devis' | 'facture' | 'demande'; value: string };

/** Every reference written in a label, first the devis numbers, then invoice numbers, then requests. */
export function referencesIn(label: string): Reference[] {
  const upper = label.toUpperCase();
  const found: Reference[] = [];
  for (const match of upper.matchAll(/(?<![A-Z0-9])DV[\s-]?(\d{4})[\s-]?(\d{6})(?!\d)/g))
    found.push({ kind: 'demande', value: `DV-${match[1]}-${match[2]}` });
  for (const match of upper.matchAll(/(?<![A-Z0-9])D[\s-]?(\d{4})[\s-]?(\d{4,5})(?!\d)/g))
    found.push({ kind: 'devis', value: `D-${match[1]}-${match[2]}` });
  for (const match of upper.matchAll(/(?<![A-Z0-9])F[\s-]?(\d{4})[\s-]?(\d{4,5})(?!\d)/g))
    found.push({ kind: 'facture', value: `F-${match[1]}-${match[2]}` });
  const order = { devis: 0, facture: 1, demande: 2 };
  return found.sort((a, b) => order[a.kind] - order[b.kind]);
}

/** Where a devis stands when a payment arrives. */
export type Due = { ttcCents: number; depositCents: number; receivedCents: number };

export type Fit = { kind: 'exact' | 'partiel' | 'excedent'; expectedCents: number; note: string };

/** What the payment is against what was expected: the acompte first, then the balance. Shown, never adjusted. */
export function fitOf(due: Due, cents: number): Fit {
  const left = due.ttcCents - due.receivedCents;
  const expected = due.receivedCents < due.depositCents ? due.depositCents - due.receivedCents : left;
  const what = due.receivedCents < due.depositCents ? 'l’acompte attendu' : 'le solde attendu';
  if (cents > left)
    return {
      kind: 'excedent',
      expectedCents: expected,
      note: `Trop-perçu : ${formatCents(cents - left)} au-delà du total restant (${formatCents(left)}), à rembourser ou à affecter.`,
    };
  if (cents < expected)
    return {
      kind: 'partiel',
      expectedCents: expected,
      note: `Paiement partiel : ${formatCents(cents)} reçus sur ${formatCents(expected)} pour ${what}.`,
    };
  return {
    kind: 'exact',
    expectedCents: expected,
    note:
      cents === expected
        ? `Montant attendu : ${formatCents(expected)}.`
        : `Reçu ${formatCents(cents)}, plus que ${what} (${formatCents(expected)}).`,
  };
}
