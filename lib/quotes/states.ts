// Where a request stands, from « nouvelle » to its devis's outcome: the provider's desk moves it,
// the inbox, the export and `npm run devis` show it. Safe in the browser.
export const REQUEST_STATES = ['nouvelle', 'devis_envoye', 'accepte', 'refuse', 'expire', 'annule'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
