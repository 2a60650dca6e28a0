// The quote form's validation, as the visitor meets it in the browser and the Server
// Action applies it again: valid and invalid values for every field, in French.
// Figures restated from SPEC §9: Saturday morning 9h-12h30, 25 people plus 50 € up to 35;
// cocktail with catering from 15 people; training at Vaugirard 3 to 5 consecutive days;
// Montparnasse blue room 10 to 28 people.
import { describe, expect, it } from 'vitest';
import { quoteCatalogue } from '@/lib/quotes/receive/form-catalogue';
import { prefill } from '@/lib/quotes/form/prefill';
import { checkQuote, emptyValues, type QuoteValues } from '@/lib/quotes/form/schema';
import { cleanLine, cleanText, isPhoneNumber } from '@/lib/quotes/form/text';

const TODAY = '2026-11-22';
const SATURDAY = '2027-03-06';
const TUESDAY = '2027-03-09';
const MONDAY = '2027-03-08';
const catalogue = quoteCatalogue();

const valid: QuoteValues = {
  ...emptyValues(),
  public: 'particuliers',
  nom: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  telephone: '06 12 34 56 78',
  evenement: 'anniversaire_enfants',
  lieu: 'vaugirard',
  offre: 'vaugirard-matin-week-end',
  date: SATURDAY,
  creneau: '9h-12h30',
  personnes: '20',
};

const pro: QuoteValues = {
  ...valid,
  public: 'pro',
  societe: 'Syndic Exemple SAS',
  evenement: 'formation',
  offre: 'vaugirard-formation-journee',
  date: MONDAY,
  creneau: '9h-17h30',
  personnes: '12',
  quantite: '4',
};

const check = (values: Partial<QuoteValues>, base = valid) => checkQuote(catalogue, TODAY, { ...base, ...values });
const errorsOf = (values: Partial<QuoteValues>, base = valid) => {
  const result = check(values, base);
  return result.ok ? {} : result.errors;
};

describe('a complete request', () => {
  it('is accepted and typed', () => {
    const result = check({});
    expect(result).toEqual({
      ok: true,
      request: {
        public: 'particuliers',
        nom: 'Jeanne Martin',
        email: 'jeanne.martin@example.fr',
        telephone: '06 12 34 56 78',
        evenement: 'anniversaire_enfants',
        lieu: 'vaugirard',
        offre: 'vaugirard-matin-week-end',
        date: SATURDAY,
        creneau: '9h-12h30',
        personnes: 20,
        langue: 'fr',
      },
    });
  });

  it('a professional request keeps the company and the number of days', () => {
    const result = check({}, pro);
    expect(result.ok && result.request).toMatchObject({ public: 'pro', societe: 'Syndic Exemple SAS', quantite: 4, personnes: 12 });
  });

  it('an empty form names every required field at once, in the form’s order', () => {
    const result = checkQuote(catalogue, TODAY, emptyValues());
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual([
      'public',
      'nom',
      'email',
      'telephone',
      'evenement',
      'lieu',
      'offre',
      'date',
    ]);
  });

  it('reports a malformed field and a rule broken elsewhere together', () => {
    expect(errorsOf({ email: 'jeanne@', personnes: '36' })).toEqual({
      email: 'Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.',
      personnes: 'Cette formule accueille au plus 35 personnes.',
    });
  });
});

describe('audience', () => {
  it('must be particulier or professionnel', () => {
    expect(errorsOf({ public: '' }).public).toBe('Indiquez si vous êtes un particulier ou un professionnel.');
    expect(errorsOf({ public: 'entreprise' }).public).toBe('Indiquez si vous êtes un particulier ou un professionnel.');
  });

  it('must match the formula', () => {
    expect(errorsOf({ public: 'pro', societe: 'ACME' }).offre).toBe(
      'Cette formule est réservée aux particuliers : choisissez une autre formule ou changez « Vous êtes ».',
    );
  });
});

describe('name', () => {
  it('accepts accents, apostrophes and hyphens', () => {
    expect(check({ nom: "Zoë O'Brien-Đặng" }).ok).toBe(true);
  });
  it('refuses an empty, one-letter, letterless or too long name', () => {
    expect(errorsOf({ nom: '   ' }).nom).toBe('Indiquez votre nom.');
    expect(errorsOf({ nom: 'J' }).nom).toBe('Votre nom doit compter au moins 2 caractères.');
    expect(errorsOf({ nom: '12 34' }).nom).toBe('Votre nom doit contenir des lettres.');
    expect(errorsOf({ nom: 'a'.repeat(101) }).nom).toBe('Nom et prénom : 100 caractères au maximum.');
  });
  it('loses control characters and direction overrides, keeps markup as text', () => {
    const result = check({ nom: 'Jeanne\u0000\u202e\u0007 <b>Martin</b>\r\n' });
    expect(result.ok && result.request.nom).toBe('Jeanne <b>Martin</b>');
  });
});

describe('company', () => {
  it('is optional, kept from professionals only', () => {
    const professional = check({ societe: '' }, pro);
    expect(professional.ok && professional.request.societe).toBeUndefined();
    const individual = check({ societe: 'Ignorée' });
    expect(individual.ok && individual.request.societe).toBeUndefined();
  });
  it('is at most 120 characters', () => {
    expect(errorsOf({ societe: 'S'.repeat(121) }, pro).societe).toBe('Société ou organisme : 120 caractères au maximum.');
  });
});

describe('e-mail', () => {
  it('is trimmed', () => {
    const result = check({ email: '  jeanne@example.fr ' });
    expect(result.ok && result.request.email).toBe('jeanne@example.fr');
  });
  it.each(['jeanne', 'jeanne@', 'jeanne@example', '@example.fr', 'jeanne@exa mple.fr', 'jeanne@example.fr<script>'])(
    'refuses %s',
    (email) => {
      expect(errorsOf({ email }).email).toBe('Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.');
    },
  );
  it('refuses an empty or too long address', () => {
    expect(errorsOf({ email: '' }).email).toBe('Indiquez votre adresse e-mail.');
    expect(errorsOf({ email: `${'a'.repeat(250)}@example.fr` }).email).toBe('Adresse e-mail : 254 caractères au maximum.');
  });
});

describe('phone', () => {
  it.each([
    '06 12 34 56 78',
    '01.99.00.48.15',
    '+33 6 12 34 56 78',
    '+33 (0)1 99 00 48 15',
    '0033612345678',
    '+44 20 7946 0958',
    '+1 (415) 555-2671',
  ])('accepts %s', (phone) => expect(isPhoneNumber(phone)).toBe(true));
  it.each(['12345', '06 12 34 56', '+33 6 12', '+0 6 12 34 56 78', 'six douze', '06 12 34 56 78 90', '+33 06 12 34 56 78'])(
    'refuses %s',
    (telephone) => {
      expect(errorsOf({ telephone }).telephone).toBe(
        'Indiquez un numéro français (10 chiffres, par exemple 06 12 34 56 78) ou international (commençant par +).',
      );
    },
  );
  it('is required', () => {
    expect(errorsOf({ telephone: '' }).telephone).toBe('Indiquez un numéro de téléphone.');
  });
});

describe('event type, venue and formula', () => {
  it('must be chosen from the lists', () => {
    expect(errorsOf({ evenement: 'piscine' }).evenement).toBe("Choisissez le type d'événement.");
    expect(errorsOf({ lieu: 'bastille' }).lieu).toBe('Choisissez le lieu.');
    expect(errorsOf({ offre: '' }).offre).toBe('Choisissez une formule.');
    expect(errorsOf({ offre: 'vaugirard-piscine' }).offre).toBe("Cette formule n'existe pas ou plus : choisissez-en une dans la liste.");
  });
  it('the formula must be offered at the venue and for the event', () => {
    expect(errorsOf({ lieu: 'montparnasse' }).offre).toBe(
      "Cette formule n'est pas proposée à Salles Rive Gauche Montparnasse (Paris 14) : choisissez une formule de ce lieu ou changez de lieu.",
    );
    expect(errorsOf({ evenement: 'mariage' }).evenement).toBe(
      "Cette formule n'est pas prévue pour « Mariage, fiançailles et PACS » : choisissez une autre formule ou un autre type d'événement.",
    );
  });
});

describe('date', () => {
  it('must be a real date', () => {
    expect(errorsOf({ date: '' }).date).toBe("Indiquez la date de l'événement.");
    expect(errorsOf({ date: '2027-02-30' }).date).toBe('Indiquez une date valide, au format jj/mm/aaaa.');
    expect(errorsOf({ date: '06/03/2027' }).date).toBe('Indiquez une date valide, au format jj/mm/aaaa.');
  });
  it('must be in the future, from tomorrow, and within five years', () => {
    const past =
      'Choisissez une date à partir de demain : nous ne pouvons pas organiser un événement passé ou du jour même par ce formulaire.';
    expect(errorsOf({ date: TODAY }).date).toBe(past);
    expect(errorsOf({ date: '2026-11-21' }).date).toBe(past);
    expect(errorsOf({ date: '2032-03-09' }).date).toBe('Choisissez une date dans les 5 ans à venir.');
  });
  it('must fall on a day the formula is offered, as the calculator says', () => {
    expect(errorsOf({ date: TUESDAY }).date).toBe(
      "Cette formule est proposée samedi, dimanche et jours fériés : le mardi 9 mars 2027 n'en fait pas partie.",
    );
  });
});

describe('time slot', () => {
  const halfDay = { ...pro, offre: 'vaugirard-demi-journee-etude', evenement: 'reunion', quantite: '', personnes: '10' };
  it('must be one of the formula’s slots when it offers several', () => {
    expect(errorsOf({ creneau: '' }, halfDay).creneau).toBe('Choisissez un créneau de cette formule : 9h-13h ou 13h30-17h30.');
    expect(errorsOf({ creneau: '8h-20h' }, halfDay).creneau).toBe('Choisissez un créneau de cette formule : 9h-13h ou 13h30-17h30.');
    expect(check({ creneau: '13h30-17h30' }, halfDay).ok).toBe(true);
  });
  it('is the formula’s only slot when it has one', () => {
    const result = check({ creneau: '' });
    expect(result.ok && result.request.creneau).toBe('9h-12h30');
  });
  it('is free text, at most 60 characters, when the formula has no fixed slot', () => {
    const dry = { ...pro, offre: 'vaugirard-location-seche-8h', evenement: 'reunion', quantite: '', creneau: '9h30 – 17h30' };
    const result = check({}, dry);
    expect(result.ok && result.request.creneau).toBe('9h30 – 17h30');
    expect(errorsOf({ creneau: 'x'.repeat(61) }, dry).creneau).toBe('Créneau : 60 caractères au maximum.');
  });
});

describe('number of persons', () => {
  it('is optional: left empty, the request goes without it', () => {
    const result = check({ personnes: '' });
    expect(result.ok && result.request.personnes).toBeUndefined();
    // Empty, even below a formula's minimum: the provider asks (« à préciser »).
    const cocktail = { ...pro, offre: 'vaugirard-cocktail-tout-compris', evenement: 'soiree_entreprise', quantite: '', creneau: '' };
    expect(check({ personnes: '' }, cocktail).ok).toBe(true);
  });
  it('is a whole number of at least one', () => {
    expect(errorsOf({ personnes: 'vingt' }).personnes).toBe('Indiquez un nombre entier de personnes, par exemple 20.');
    expect(errorsOf({ personnes: '0' }).personnes).toBe('Indiquez un nombre entier de personnes, par exemple 20.');
    expect(errorsOf({ personnes: '12,5' }).personnes).toBe('Indiquez un nombre entier de personnes, par exemple 20.');
  });
  it('goes up to the surcharge’s ceiling (35), not beyond', () => {
    expect(check({ personnes: '35' }).ok).toBe(true);
    expect(errorsOf({ personnes: '36' }).personnes).toBe('Cette formule accueille au plus 35 personnes.');
  });
  it('respects a formula’s minimum', () => {
    const cocktail = {
      ...pro,
      offre: 'vaugirard-cocktail-tout-compris',
      evenement: 'soiree_entreprise',
      quantite: '',
      creneau: '',
      personnes: '10',
    };
    expect(errorsOf({}, cocktail).personnes).toBe('Cette formule demande au moins 15 personnes.');
    expect(check({ personnes: '15' }, cocktail).ok).toBe(true);
  });
  it('respects the chosen room', () => {
    const training = {
      ...pro,
      lieu: 'montparnasse',
      offre: 'montparnasse-formation-journee',
      quantite: '10',
      salle: 'bleue',
      personnes: '8',
    };
    expect(errorsOf({}, training).personnes).toBe('Salle Bleue : de 10 à 28 personnes pour cette formule.');
    expect(check({ personnes: '20' }, training).ok).toBe(true);
  });
});

describe('days, room and extra hours', () => {
  it('a number of days within the formula’s span', () => {
    expect(errorsOf({ quantite: '' }, pro).quantite).toBe('Indiquez le nombre de jours ou de soirées.');
    expect(errorsOf({ quantite: 'trois' }, pro).quantite).toBe('Saisissez un nombre entier en chiffres, par exemple 3.');
    expect(errorsOf({ quantite: '2' }, pro).quantite).toBe('Cette formule se réserve de 3 à 5 jours consécutifs.');
    expect(check({ quantite: '5' }, pro).ok).toBe(true);
  });
  it('a room on offer when the formula has a choice', () => {
    const training = { ...pro, lieu: 'montparnasse', offre: 'montparnasse-formation-journee', quantite: '10' };
    expect(errorsOf({ salle: '' }, training).salle).toBe('Choisissez une salle.');
    expect(errorsOf({ salle: 'verte' }, training).salle).toBe('Choisissez une salle.');
    const result = check({ salle: 'ocre' }, training);
    expect(result.ok && result.request.salle).toBe('ocre');
  });
  it('extra hours: a whole number within the day, optional, ignored where the formula has none', () => {
    const ag = { ...pro, offre: 'vaugirard-ag-3h', evenement: 'ag', quantite: '', creneau: '', personnes: '20', date: '2027-03-08' };
    expect(check({ heures: '2' }, ag).ok && check({ heures: '2' }, ag)).toMatchObject({ request: { heures: 2 } });
    expect(check({ heures: '' }, ag).ok).toBe(true);
    expect(errorsOf({ heures: 'deux' }, ag).heures).toBe('Saisissez un nombre entier en chiffres, par exemple 3.');
    expect(errorsOf({ heures: '30' }, ag).heures).toBe('Au plus 21 heures supplémentaires.');
    const noExtra = check({ heures: '3' });
    expect(noExtra.ok && noExtra.request.heures).toBeUndefined();
  });
});

describe('message', () => {
  it('is optional, keeps its lines and its markup as plain text', () => {
    const result = check({ message: "Bonjour,\r\n\r\n\r\n<script>alert('x')</script>\tMerci'); DROP TABLE quote_requests;--" });
    expect(result.ok && result.request.message).toBe("Bonjour,\n\n<script>alert('x')</script> Merci'); DROP TABLE quote_requests;--");
    expect(check({ message: '' }).ok && check({ message: '' })).toMatchObject({ request: { message: undefined } });
  });
  it('is at most 2000 characters', () => {
    expect(errorsOf({ message: 'é'.repeat(2001) }).message).toBe('Votre message : 2000 caractères au maximum.');
  });
});

describe('text hygiene', () => {
  it('one line: NFC, no controls, no lone surrogates, spaces collapsed', () => {
    expect(cleanLine('  Ame\u0301lie\u00a0\u00a0\tB.\u2028\ud800 ')).toBe('Amélie B.');
  });
  it('several lines: at most one blank line, no trailing spaces', () => {
    expect(cleanText('a  \n\n\n\nb\u0000\u202ec')).toBe('a\n\nbc');
  });
});

describe('hand-off from a formula card or the calculator', () => {
  it('preselects the formula, its audience, venue, only category and slot, and the inputs it needs', () => {
    const values = prefill(catalogue, {
      offre: 'montparnasse-formation-journee',
      quantite: '10',
      salle: 'bleue',
      personnes: '18',
      date: '2027-03-08',
      heures: '3',
    });
    expect(values).toMatchObject({
      offre: 'montparnasse-formation-journee',
      public: 'pro',
      lieu: 'montparnasse',
      evenement: 'formation',
      creneau: '9h-17h30',
      quantite: '10',
      salle: 'bleue',
      personnes: '18',
      date: '2027-03-08',
      heures: '',
    });
  });
  it('leaves out what is unknown or malformed', () => {
    expect(prefill(catalogue, { offre: 'inconnue', personnes: '12' })).toEqual(emptyValues());
    expect(prefill(catalogue, { offre: 'vaugirard-matin-week-end', personnes: '<b>', date: '2027-13-45', salle: 'bleue' })).toMatchObject({
      personnes: '',
      date: '',
      salle: '',
      evenement: 'anniversaire_enfants',
    });
  });
});

describe('a visit before booking', () => {
  const visit = { visite: 'oui', visite1_date: '2027-02-20', visite1_de: '14:00', visite1_a: '16:30' };

  it('one or two preferred times, as dates and « de … à … » ranges, kept for the provider', () => {
    expect(check(visit)).toMatchObject({ ok: true, request: { visites: [{ date: '2027-02-20', de: '14:00', a: '16:30' }] } });
    const two = check({ ...visit, visite2_date: '2027-02-27', visite2_de: '9h30', visite2_a: '10:15' });
    expect(two.ok && two.request.visites).toEqual([
      { date: '2027-02-20', de: '14:00', a: '16:30' },
      { date: '2027-02-27', de: '09:30', a: '10:15' },
    ]);
  });

  it('is ignored, whatever was typed, when the box is not ticked', () => {
    const result = check({ ...visit, visite: '', visite1_a: 'n’importe quoi' });
    expect(result.ok && result.request.visites).toBeUndefined();
  });

  it('needs the first time complete, in French, naming the choice', () => {
    expect(errorsOf({ visite: 'oui' })).toEqual({
      visite1_date: 'Visite, 1er choix : indiquez la date de visite.',
      visite1_de: "Visite, 1er choix : indiquez l'heure de début de la visite.",
      visite1_a: "Visite, 1er choix : indiquez l'heure de fin de la visite.",
    });
  });

  it('refuses a malformed date or time, a range that ends before it starts, a second time half filled', () => {
    expect(errorsOf({ ...visit, visite1_date: '2027-02-30', visite1_de: '25:00' })).toEqual({
      visite1_date: 'Visite, 1er choix : indiquez une date de visite valide, au format jj/mm/aaaa.',
      visite1_de: 'Visite, 1er choix : indiquez une heure au format hh:mm, par exemple 14:30.',
    });
    expect(errorsOf({ ...visit, visite1_de: '16:30', visite1_a: '16:00' })).toEqual({
      visite1_a: "Visite, 1er choix : l'heure de fin doit être après l'heure de début.",
    });
    expect(errorsOf({ ...visit, visite2_date: '2027-02-27' })).toEqual({
      visite2_de: "Visite, 2e choix : indiquez l'heure de début de la visite.",
      visite2_a: "Visite, 2e choix : indiquez l'heure de fin de la visite.",
    });
  });

  it('falls from tomorrow to the day before the event', () => {
    expect(errorsOf({ ...visit, visite1_date: TODAY })).toEqual({
      visite1_date: 'Visite, 1er choix : choisissez une date de visite à partir de demain.',
    });
    expect(errorsOf({ ...visit, visite1_date: SATURDAY })).toEqual({
      visite1_date: "Visite, 1er choix : choisissez une date de visite avant la date de l'événement.",
    });
  });
});
