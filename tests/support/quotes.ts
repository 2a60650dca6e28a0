import type { NewQuote } from '../../lib/quotes/record/records';

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
  language: 'fr',
  ...overrides,
});

/** A form token (UUID v4 shape) numbered for a test. */
export const token = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The answers of the quote form (/devis) for visitor number n: a children's morning at Vaugirard. */
export const formFields = (n: number): Record<string, string> => ({
  public: 'particuliers',
  evenement: 'anniversaire_enfants',
  lieu: 'vaugirard',
  offre: 'vaugirard-matin-week-end',
  date: '2027-03-06',
  creneau: '9h-12h30',
  personnes: '20',
  nom: `Visiteur ${n}`,
  email: `visiteur${n}@example.fr`,
  telephone: '06 12 34 56 78',
  message: '',
});
