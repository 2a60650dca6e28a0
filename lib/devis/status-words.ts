// One devis's status as the provider reads it on the desk (a request's state is lib/quotes's).
import type { DevisStatus } from './types';

export const DEVIS_STATUS_LABELS: Record<DevisStatus, string> = {
  brouillon: 'Brouillon',
  envoye: 'Envoyé',
  remplace: 'Remplacé par une nouvelle version',
  accepte: 'Accepté',
  refuse: 'Refusé',
  expire: 'Expiré',
  annule: 'Annulé',
};
