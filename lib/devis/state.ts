// Where a request stands and what may happen to it next: one table, read by the desk (which
// buttons it shows), by the actions (which change they refuse) and by the acceptance page.
import type { Locale } from '../i18n';
import { devisWordsFor } from './dictionary';
import type { DevisStatus, RequestState } from './types';

/** What the provider, the visitor or the clock does to a request. */
export const REQUEST_EVENTS = ['envoyer', 'accepter', 'refuser', 'expirer', 'annuler', 'reviser', 'reprendre'] as const;
export type RequestEvent = (typeof REQUEST_EVENTS)[number];

// A correction of a sent, refused or expired devis is a new version, sent again; an accepted
// devis is a contract: it is cancelled (under the cancellation scale), never revised.
const TRANSITIONS: Record<RequestState, Partial<Record<RequestEvent, RequestState>>> = {
  nouvelle: { envoyer: 'devis_envoye', annuler: 'annule' },
  devis_envoye: { accepter: 'accepte', refuser: 'refuse', expirer: 'expire', annuler: 'annule', reviser: 'devis_envoye' },
  // An accepted devis whose deposit did not come by its deadline lapses (firm on the deposit only).
  accepte: { annuler: 'annule', expirer: 'expire' },
  refuse: { reviser: 'devis_envoye', annuler: 'annule' },
  // An accepted devis freed for want of its deposit takes its date back when the deposit comes and the date is still free.
  expire: { reviser: 'devis_envoye', annuler: 'annule', reprendre: 'accepte' },
  annule: {},
};

/** The state after `event`, or `undefined` when the event is not allowed (accepting an expired devis). */
export const nextState = (state: RequestState, event: RequestEvent): RequestState | undefined => TRANSITIONS[state][event];

/** The events allowed in a state, in the order of REQUEST_EVENTS (the desk's buttons). */
export const allowedEvents = (state: RequestState): RequestEvent[] => REQUEST_EVENTS.filter((event) => TRANSITIONS[state][event]);

/** « Devis envoyé », or in English « Quote sent » for the visitor's page. */
export const stateLabel = (state: RequestState, locale: Locale = 'fr'): string => devisWordsFor(locale).states[state];

/** Where one devis stands, for its link: « Remplacé par une nouvelle version » on an old version. */
export const statusLabel = (status: DevisStatus, locale: Locale = 'fr'): string => devisWordsFor(locale).statuses[status];
