// Where a request stands, from « nouvelle » to its devis's outcome: the provider's desk moves it,
// the inbox, the export and `npm run devis` show it. Safe in the browser.
export const REQUEST_STATES = ['nouvelle', 'devis_envoye', 'accepte', 'refuse', 'expire', 'annule'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Each state as the provider reads it, in the inbox, the export and `npm run devis`. */
export const STATE_LABELS: Record<RequestState, string> = {
  nouvelle: 'Nouvelle',
  devis_envoye: 'Devis envoyé',
  accepte: 'Accepté',
  refuse: 'Refusé',
  expire: 'Expiré',
  annule: 'Annulé',
};
