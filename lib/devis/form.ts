// The devis editor's form as the Server Action receives it: one row per line (`ligne.N.*`), the
// deposit, the terms and the hours, read into the edits a draft accepts. Amounts are typed the
// French way (« 1 234,50 »); what cannot be read is named with its field, nothing is lost.
import { addDays } from '../dates/paris';
import { hasLuhnKey } from '../french/siren';
import { parseWholeNumber } from '../pricing';
import { parseEuros } from './validate';
import type { DevisBody, DevisClient, DevisLine, FirmOn, LineOrigin } from './types';

export type Problem = { field: string; message: string };

/** What the provider may change on a draft; the client, the formula and the rooms stay the request's. */
export type DevisEdits = Pick<DevisBody, 'lines' | 'depositCents' | 'firmOn' | 'depositDays' | 'validityDays' | 'note'> & {
  date: string;
  start: string;
  end: string;
  /** What the contract prints of the client beyond the request: postal address, and for a business its company and VAT number. */
  client?: Pick<DevisClient, 'company' | 'address' | 'siren' | 'vatNumber'> | undefined;
  leisure?: boolean | undefined;
};

export type DeskFormState =
  | { status: 'idle' }
  | { status: 'ok'; message: string }
  | { status: 'erreur'; message?: string | undefined; problems?: Problem[] | undefined; values?: Record<string, string> | undefined };

/** A text field as sent, trimmed; a file or nothing reads as empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

const text = formText;

/** The most rows an editor sends: a devis longer than this is refused, never read line by line. */
export const MAX_FORM_LINES = 200;

/** The largest id the database gives (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A row id from a URL or a form: a whole number from 1 to the database's largest, else undefined (a 404, never a 500). */
export function parseId(raw: unknown): number | undefined {
  const read = typeof raw === 'string' ? parseWholeNumber(raw, MAX_ID) : undefined;
  return read?.ok && read.value > 0 ? read.value : undefined;
}

/** A page number from a URL: 1 when absent, undefined when it is not a whole number within `max`. */
export function parsePage(raw: unknown, max: number): number | undefined {
  if (raw === undefined || raw === '') return 1;
  const read = typeof raw === 'string' ? parseWholeNumber(raw, max) : undefined;
  return read?.ok && read.value > 0 ? read.value : undefined;
}

const ORIGINS: LineOrigin[] = ['moteur', 'libre', 'remise'];

export function parseDevisForm(form: FormData): { ok: true; edits: DevisEdits } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const lines: DevisLine[] = [];
  const rows = parseWholeNumber(text(form, 'lignes') || '0', MAX_FORM_LINES);
  if (!rows.ok)
    return {
      ok: false,
      problems: [
        { field: 'lines', message: `Le devis ne peut pas être lu : il compte au plus ${MAX_FORM_LINES} lignes. Rechargez la page.` },
      ],
    };
  for (let i = 0; i < rows.value; i++) {
    const at = (name: string) => text(form, `ligne.${i}.${name}`);
    if (at('supprimer') === 'oui') continue;
    const label = at('libelle');
    const unit = at('prix');
    // A blank row (the empty « ajouter une ligne ») is no line.
    if (label === '' && unit === '') continue;
    const origin = ORIGINS.includes(at('origine') as LineOrigin) ? (at('origine') as LineOrigin) : 'libre';
    const cents = parseEuros(unit);
    const index = lines.length;
    if (!cents.ok) problems.push({ field: `lines.${index}.unitCents`, message: `Ligne ${index + 1} : ${cents.message}` });
    const quantity = Number(at('quantite').replace(',', '.'));
    const rate = at('tva') === '' ? Number.NaN : Number(at('tva').replace(',', '.'));
    lines.push({
      label,
      unitCents: cents.ok ? cents.cents : 0,
      quantity,
      vatRate: rate,
      origin,
    });
  }
  const deposit = parseEuros(text(form, 'acompte'));
  if (!deposit.ok) problems.push({ field: 'depositCents', message: `Acompte : ${deposit.message}` });
  const date = text(form, 'date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) !== date)
    problems.push({ field: 'rental.dates', message: 'Indiquez la date de la location.' });
  const hour = /^\d{2}:\d{2}$/;
  const start = text(form, 'debut');
  const end = text(form, 'fin');
  if (!hour.test(start)) problems.push({ field: 'rental.start', message: 'Indiquez l’heure de début (par exemple 09:00).' });
  if (!hour.test(end)) problems.push({ field: 'rental.end', message: 'Indiquez l’heure de fin (par exemple 18:00).' });
  // An EU VAT number: the country's two letters, then 2 to 13 letters or digits (FR: a 2-character key and the SIREN).
  const vatNumber = text(form, 'client_tva')
    .replace(/[\s.-]/g, '')
    .toUpperCase();
  if (vatNumber !== '' && !/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vatNumber))
    problems.push({ field: 'client.vatNumber', message: 'Le numéro de TVA s’écrit avec le code du pays, par exemple FR32123456789.' });
  const siren = text(form, 'client_siren').replace(/[\s.]/g, '');
  if (siren !== '' && !(/^\d{9}$/.test(siren) && hasLuhnKey(siren)))
    problems.push({
      field: 'client.siren',
      message:
        'Le SIREN compte 9 chiffres, dont le dernier est une clé de contrôle (par exemple 123 456 782) : vérifiez-le sur le Kbis du client.',
    });
  const address = text(form, 'client_adresse')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    edits: {
      lines,
      depositCents: deposit.ok ? deposit.cents : 0,
      firmOn: (text(form, 'ferme') === 'acceptation' ? 'acceptation' : 'acompte') satisfies FirmOn,
      depositDays: Number(text(form, 'delai_acompte')),
      validityDays: Number(text(form, 'validite')),
      note: text(form, 'note') || undefined,
      date,
      start,
      end,
      client: {
        company: text(form, 'client_societe') || undefined,
        address: address.length > 0 ? address : undefined,
        siren: siren || undefined,
        vatNumber: vatNumber || undefined,
      },
      leisure: text(form, 'loisirs') === 'oui',
    },
  };
}
