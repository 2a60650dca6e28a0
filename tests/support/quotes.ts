import type { NewQuote } from '../../lib/quotes/store';

export const sampleQuote = (overrides: Partial<NewQuote> = {}): NewQuote => ({
  audience: 'particuliers',
  name: 'Jeanne Martin',
  email: 'jeanne@example.fr',
  phone: '06 12 34 56 78',
  eventType: "Anniversaire d'enfant",
  venue: 'Salles Rive Gauche Vaugirard (Paris 15)',
  formulaId: 'vaugirard-matin-week-end',
  formulaName: 'Matinée du week-end',
  eventDate: '2027-03-06',
  timeSlot: '9h-12h30',
  persons: 20,
  ...overrides,
});

/** A form token (UUID v4 shape) numbered for a test. */
export const token = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
