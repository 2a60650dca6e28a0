// The devis number and where a request stands: every transition of the state machine, allowed
// or refused, and the labels the inbox (French) and the visitor's page (English) show.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowedEvents,
  formatDevisNumber,
  loadDevisWords,
  nextState,
  REQUEST_EVENTS,
  REQUEST_STATES,
  stateLabel,
  statusLabel,
  type RequestEvent,
  type RequestState,
} from '@/lib/devis';

beforeAll(() => loadDevisWords('en'));

describe('formatDevisNumber', () => {
  it('writes the year and a number of at least four digits', () => {
    expect(formatDevisNumber(2026, 1)).toBe('D-2026-0001');
    expect(formatDevisNumber(2026, 42)).toBe('D-2026-0042');
    expect(formatDevisNumber(2027, 9999)).toBe('D-2027-9999');
    expect(formatDevisNumber(2027, 12345)).toBe('D-2027-12345');
  });

  it('refuses a number that is not a whole number from 1', () => {
    expect(() => formatDevisNumber(2026, 0)).toThrow('Numéro de devis impossible');
    expect(() => formatDevisNumber(2026, 1.5)).toThrow('Numéro de devis impossible');
  });
});

describe('the request state machine', () => {
  // Every (state, event) pair and where it leads; `undefined` is refused.
  const TABLE: Record<RequestState, Record<RequestEvent, RequestState | undefined>> = {
    nouvelle: {
      envoyer: 'devis_envoye',
      accepter: undefined,
      refuser: undefined,
      expirer: undefined,
      annuler: 'annule',
      reviser: undefined,
      reprendre: undefined,
    },
    devis_envoye: {
      envoyer: undefined,
      accepter: 'accepte',
      refuser: 'refuse',
      expirer: 'expire',
      annuler: 'annule',
      reviser: 'devis_envoye',
      reprendre: undefined,
    },
    accepte: {
      envoyer: undefined,
      accepter: undefined,
      refuser: undefined,
      expirer: 'expire',
      annuler: 'annule',
      reviser: undefined,
      reprendre: undefined,
    },
    refuse: {
      envoyer: undefined,
      accepter: undefined,
      refuser: undefined,
      expirer: undefined,
      annuler: 'annule',
      reviser: 'devis_envoye',
      reprendre: undefined,
    },
    expire: {
      envoyer: undefined,
      accepter: undefined,
      refuser: undefined,
      expirer: undefined,
      annuler: 'annule',
      reviser: 'devis_envoye',
      reprendre: 'accepte',
    },
    annule: {
      envoyer: undefined,
      accepter: undefined,
      refuser: undefined,
      expirer: undefined,
      annuler: undefined,
      reviser: undefined,
      reprendre: undefined,
    },
  };
  const pairs = REQUEST_STATES.flatMap((state) => REQUEST_EVENTS.map((event) => [state, event, TABLE[state][event]] as const));

  it.each(pairs)('%s + %s → %s', (state, event, expected) => {
    expect(nextState(state, event)).toBe(expected);
  });

  it('refuses to accept an expired, refused, cancelled or already accepted devis', () => {
    for (const state of ['expire', 'refuse', 'annule', 'accepte'] as const) expect(nextState(state, 'accepter')).toBeUndefined();
  });

  it('lists the allowed events of each state, for the desk’s buttons', () => {
    expect(allowedEvents('nouvelle')).toEqual(['envoyer', 'annuler']);
    expect(allowedEvents('devis_envoye')).toEqual(['accepter', 'refuser', 'expirer', 'annuler', 'reviser']);
    expect(allowedEvents('accepte')).toEqual(['expirer', 'annuler']);
    expect(allowedEvents('annule')).toEqual([]);
  });
});

describe('state labels', () => {
  it('in French for the inbox', () => {
    expect(REQUEST_STATES.map((state) => stateLabel(state))).toEqual(['Nouvelle', 'Devis envoyé', 'Accepté', 'Refusé', 'Expiré', 'Annulé']);
  });

  it('in English for the visitor’s page', () => {
    expect(REQUEST_STATES.map((state) => stateLabel(state, 'en'))).toEqual([
      'New',
      'Quote sent',
      'Accepted',
      'Declined',
      'Expired',
      'Cancelled',
    ]);
  });
});

describe('devis status labels', () => {
  it('say on an old link that a newer version replaced it, in the request’s language', () => {
    expect(statusLabel('remplace')).toBe('Remplacé par une nouvelle version');
    expect(statusLabel('remplace', 'en')).toBe('Replaced by a new version');
    expect(statusLabel('envoye')).toBe('Envoyé');
  });
});
