// The desk's words for a request's state and a devis's status: the inbox, the request page, the
// export and `npm run devis` read the state labels from here (through lib/quotes for the last two).
import type { RequestState } from '../quotes';
import type { DevisStatus } from './types';

export const STATE_LABELS: Record<RequestState, string> = {
  nouvelle: 'Nouvelle',
  devis_envoye: 'Devis envoyé',
  accepte: 'Accepté',
  refuse: 'Refusé',
  expire: 'Expiré',
  annule: 'Annulé',
};

export const DEVIS_STATUS_LABELS: Record<DevisStatus, string> = {
  brouillon: 'Brouillon',
  envoye: 'Envoyé',
  remplace: 'Remplacé par une nouvelle version',
  accepte: 'Accepté',
  refuse: 'Refusé',
  expire: 'Expiré',
  annule: 'Annulé',
};
