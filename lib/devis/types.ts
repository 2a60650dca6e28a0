// A devis as the site stores it (the `body` column of the `devis` table) and as the PDF, the
// e-mails, the desk and the acceptance page read it. Amounts are whole cents: no float ever
// reaches a total. Safe in the browser: the desk's editor reads these types.
import type { Audience, Tax, VenueCode } from '../content-model/vocabulary';
import type { Locale } from '../i18n';

/** Where a line comes from: the pricing engine, a line the provider added, or a discount (negative). */
export type LineOrigin = 'moteur' | 'libre' | 'remise';

export type DevisLine = {
  label: string;
  /** Unit price in cents, in the devis's basis: TTC for individuals, HT for professionals. */
  unitCents: number;
  quantity: number;
  /** VAT rate in percent (20, 10, 5.5, 0). Required: a line without one is refused. */
  vatRate: number;
  origin: LineOrigin;
};

export type RateTotal = { vatRate: number; htCents: number; tvaCents: number; ttcCents: number };

export type DevisTotals = { htCents: number; tvaCents: number; ttcCents: number; byRate: RateTotal[] };

/** When the booking binds both sides: on the visitor's acceptance, or when the deposit arrives. */
export type FirmOn = 'acceptation' | 'acompte';

export type DevisClient = {
  name: string;
  company?: string | undefined;
  email: string;
  phone: string;
  /** The billing address, a line each (invoices print it). */
  address?: string[] | undefined;
  /** A business client's SIREN and VAT number (invoices to businesses print them). */
  siren?: string | undefined;
  vatNumber?: string | undefined;
};

/** What is rented: the venue, its calendars (units), the dates and the hours, in Paris time. */
export type DevisRental = {
  venue: VenueCode;
  formulaId: string;
  formulaName: string;
  /** The calendar units held (lib/availability `Unit.code`): one room, or several. */
  units: string[];
  /** The rooms as the client reads them (« Salle Ocre »), or the venue's name for a one-room venue. */
  places: string[];
  /** `YYYY-MM-DD`, one per day rented (consecutive days for a multi-day formula). */
  dates: string[];
  /** `HH:MM` in Paris; an end at or before the start runs into the next day. */
  start: string;
  end: string;
  persons?: number | undefined;
};

export type DevisBody = {
  /** The request's reference, `DV-2026-000123`. */
  reference: string;
  language: Locale;
  audience: Audience;
  basis: Tax;
  client: DevisClient;
  rental: DevisRental;
  lines: DevisLine[];
  depositCents: number;
  firmOn: FirmOn;
  /** Days after acceptance within which the deposit must arrive (an unpaid option is then released). */
  depositDays: number;
  /** Days the devis stays valid after it is sent. */
  validityDays: number;
  /**
   * An individual's leisure event on a set date (a party): no right of withdrawal (L221-28 12°).
   * Otherwise (a training day) an individual booking at a distance may withdraw within 14 days.
   * Unset on devis drafted before this was kept: they were all printed as leisure.
   */
  leisure?: boolean | undefined;
  /** The provider's note to the client, printed on the devis. */
  note?: string | undefined;
};

export { REQUEST_STATES, type RequestState } from '../quotes';

/** Where one devis stands: a draft, sent, replaced by a newer version, or ended. */
export const DEVIS_STATUSES = ['brouillon', 'envoye', 'remplace', 'accepte', 'refuse', 'expire', 'annule'] as const;
export type DevisStatus = (typeof DEVIS_STATUSES)[number];

/** The acceptance as the accepted PDF prints it. */
export type DevisAcceptance = { name: string; at: Date; address: string; pdfSha256: string; box: string };
/** A devis as it is sent: its body, its number and version, its dates and totals, the terms it refers to. */
export type DevisDocument = {
  body: DevisBody;
  /** `D-2026-0001`. */
  number: string;
  version: number;
  issuedAt: Date;
  validUntil: Date;
  totals: DevisTotals;
  /** The number (and version) of the devis this one corrects. */
  replaces?: string | undefined;
  /** The version of the rental terms in force when the devis was sent. */
  termsVersion: string;
  /** Once accepted: the block printed on the accepted devis sent to both sides. */
  acceptance?: DevisAcceptance | undefined;
};
