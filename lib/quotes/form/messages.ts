// Every French word of the quote request: the form, its errors, the answers, the
// e-mails and the provider's command line. Figures come from the catalogue. What the visitor
// reads has its English twin in ./messages.en.ts (`quoteMessagesFr` below gives its shape).
import type { CategoryCode } from '../../content-model/vocabulary';
import { formatLongDate } from '../../french/format';
import type { Locale } from '../../i18n';
import type { Dictionary } from '../../i18n/dictionary';
import { retentionText } from './retention';

export const FIELD_LABELS = {
  public: 'Vous êtes',
  nom: 'Nom et prénom',
  societe: 'Société ou organisme',
  email: 'Adresse e-mail',
  telephone: 'Téléphone',
  evenement: "Type d'événement",
  lieu: 'Lieu',
  offre: 'Formule',
  date: "Date de l'événement",
  dateFirst: 'Date du premier jour',
  creneau: 'Créneau',
  personnes: 'Nombre de personnes',
  quantite: 'Nombre de jours',
  salle: 'Salle',
  heures: 'Heures supplémentaires',
  visite: 'Je souhaite visiter la salle avant de réserver',
  visiteDate: 'Date de visite',
  visiteDe: 'De',
  visiteA: 'À',
  message: 'Votre message',
} as const;

/** The two preferred visit times, as the form and the provider's e-mail name them. */
export const VISIT_LABELS = { 1: 'Visite, 1er choix', 2: 'Visite, 2e choix' } as const;
export type VisitChoice = keyof typeof VISIT_LABELS;

export const AUDIENCE_LABELS = { particuliers: 'Particulier', pro: 'Professionnel' } as const;
export const AUDIENCE_GROUPS = { particuliers: 'Particuliers', pro: 'Professionnels' } as const;

export const form = {
  title: 'Demande de devis',
  intro: 'Décrivez votre événement : nous vous répondons avec un devis détaillé. Les champs marqués d’un astérisque sont obligatoires.',
  optional: 'facultatif',
  sections: { event: 'Votre événement', contact: 'Vos coordonnées', message: 'Précisions' },
  choose: 'Choisissez…',
  societeHint: 'Pour les professionnels.',
  emailHint: 'Nous vous envoyons le devis à cette adresse.',
  telephoneHint: 'Par exemple 06 12 34 56 78.',
  creneauFree: 'Horaires souhaités',
  creneauFreeHint: 'Par exemple 9h30 – 17h30.',
  messageHint: 'Déroulé, installation souhaitée, traiteur, questions…',
  visiteHint: 'Donnez deux moments qui vous conviennent : nous vous confirmons l’un d’eux. Le second est facultatif.',
  honeypot: 'Ne remplissez pas ce champ',
  submit: 'Envoyer ma demande',
  submitting: 'Envoi en cours…',
  summaryTitle: (n: number) => (n > 1 ? `${n} champs sont à corriger :` : 'Un champ est à corriger :'),
} as const;

export const errors = {
  public: 'Indiquez si vous êtes un particulier ou un professionnel.',
  nomEmpty: 'Indiquez votre nom.',
  nomShort: 'Votre nom doit compter au moins 2 caractères.',
  nomLetters: 'Votre nom doit contenir des lettres.',
  tooLong: (label: string, max: number) => `${label} : ${max} caractères au maximum.`,
  emailEmpty: 'Indiquez votre adresse e-mail.',
  email: 'Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.',
  telephoneEmpty: 'Indiquez un numéro de téléphone.',
  telephone: 'Indiquez un numéro français (10 chiffres, par exemple 06 12 34 56 78) ou international (commençant par +).',
  evenement: "Choisissez le type d'événement.",
  lieu: 'Choisissez le lieu.',
  offreEmpty: 'Choisissez une formule.',
  offreUnknown: "Cette formule n'existe pas ou plus : choisissez-en une dans la liste.",
  offreAudience: (audience: string) =>
    `Cette formule est réservée aux ${audience} : choisissez une autre formule ou changez « Vous êtes ».`,
  offreVenue: (venue: string) => `Cette formule n'est pas proposée à ${venue} : choisissez une formule de ce lieu ou changez de lieu.`,
  evenementStale: (event: string) =>
    `Cette formule n'est pas prévue pour « ${event} » : choisissez une autre formule ou un autre type d'événement.`,
  dateEmpty: "Indiquez la date de l'événement.",
  date: 'Indiquez une date valide, au format jj/mm/aaaa.',
  datePast: 'Choisissez une date à partir de demain : nous ne pouvons pas organiser un événement passé ou du jour même par ce formulaire.',
  dateFar: (years: number) => `Choisissez une date dans les ${years} ans à venir.`,
  creneau: (slots: readonly string[]) => `Choisissez un créneau de cette formule : ${slots.join(' ou ')}.`,
  personnes: 'Indiquez un nombre entier de personnes, par exemple 20.',
  quantiteEmpty: 'Indiquez le nombre de jours ou de soirées.',
  wholeNumber: 'Saisissez un nombre entier en chiffres, par exemple 3.',
  visiteDateEmpty: (choice: string) => `${choice} : indiquez la date de visite.`,
  visiteDate: (choice: string) => `${choice} : indiquez une date de visite valide, au format jj/mm/aaaa.`,
  visiteDatePast: (choice: string) => `${choice} : choisissez une date de visite à partir de demain.`,
  visiteDateAfter: (choice: string) => `${choice} : choisissez une date de visite avant la date de l'événement.`,
  visiteHeureEmpty: (choice: string, bound: 'début' | 'fin') => `${choice} : indiquez l'heure de ${bound} de la visite.`,
  visiteHeure: (choice: string) => `${choice} : indiquez une heure au format hh:mm, par exemple 14:30.`,
  visiteOrder: (choice: string) => `${choice} : l'heure de fin doit être après l'heure de début.`,
  langue: 'La langue du formulaire est inconnue : rechargez la page de demande de devis.',
} as const;

/** The answers of the guard in front of the Server Action (proxy.ts), as a small French page. */
export const guard = {
  title: 'Demande non envoyée',
  tooLarge: 'Votre demande est trop longue pour être envoyée. Raccourcissez votre message, puis renvoyez le formulaire.',
  foreign: "Cette demande ne vient pas de notre formulaire : elle n'a pas été enregistrée. Remplissez le formulaire sur notre site.",
  unreadable: "Le formulaire reçu est illisible : il n'a pas été enregistré. Rechargez la page et recommencez.",
  back: 'Revenir au formulaire de demande de devis',
} as const;

export const answers = {
  honeypot: (phone: string, email: string) => `Votre demande n'a pas pu être envoyée. Appelez-nous au ${phone} ou écrivez-nous à ${email}.`,
  rateLimited: (minutes: number, phone: string) =>
    `Vous avez déjà envoyé plusieurs demandes : merci de patienter ${minutes} minute${minutes > 1 ? 's' : ''} avant d'en envoyer une autre, ou appelez-nous au ${phone}.`,
  busy: (phone: string, email: string) =>
    `Nous recevons exceptionnellement beaucoup de demandes en ce moment : la vôtre n'a pas pu être enregistrée. Vos réponses sont conservées ci-dessous : réessayez dans une heure, ou appelez-nous au ${phone} ou écrivez-nous à ${email}.`,
  unavailable: (phone: string, email: string) =>
    `Votre demande n'a pas pu être enregistrée à cause d'un incident de notre côté. Réessayez dans quelques minutes, ou appelez-nous au ${phone} ou écrivez-nous à ${email}.`,
  successTitle: 'Votre demande est bien enregistrée',
  reference: 'Votre référence',
  keepReference: 'Gardez cette référence : elle nous permet de retrouver votre demande.',
  duplicate: 'Cette demande avait déjà été enregistrée : voici sa référence.',
  nextTitle: 'Et maintenant ?',
  nextMailed: (email: string) => `Un e-mail de confirmation part à l'adresse ${email}.`,
  nextStudy: 'Nous vérifions la disponibilité de la salle à la date demandée et préparons votre devis.',
  nextAnswer:
    'Nous vous répondons par e-mail ou par téléphone avec un devis détaillé. Rien n’est réservé ni facturé avant votre accord écrit.',
  nextContact: (phone: string) => `Une question d'ici là ? Appelez-nous au ${phone} en précisant votre référence.`,
  another: 'Faire une autre demande',
} as const;

/** The information notice shown under the form (GDPR, articles 13 and 14). */
export const privacyNotice = {
  title: 'Vos données personnelles',
  summary: (period: string) => `Elles servent seulement à répondre à votre demande et sont supprimées ${period} après sa réception.`,
  details: 'Responsable, finalité, destinataires, conservation et vos droits',
  controller: (company: string, email: string) => `Responsable du traitement : ${company}, joignable à ${email}.`,
  purpose:
    'Finalité : répondre à votre demande de devis puis, si vous réservez, organiser votre événement. Base légale : mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).',
  recipients: 'Destinataires : la seule équipe de réservation, et nos prestataires techniques d’hébergement et d’envoi d’e-mails.',
  retention: (period: string, keysHours: number) =>
    `Conservation : ${period} à compter de la réception de votre demande, puis suppression automatique. Pour limiter les envois abusifs, une empreinte chiffrée (non réversible) de votre adresse IP et de votre e-mail est gardée ${keysHours} heures au plus, jamais ces adresses elles-mêmes.`,
  rights: (email: string) =>
    `Vos droits : accès, rectification, effacement, limitation, opposition et portabilité, en écrivant à ${email}. Vous pouvez aussi saisir la CNIL (cnil.fr).`,
  link: 'En savoir plus sur la protection de vos données',
} as const;

export const mail = {
  /** The request's e-mails in the provider's alert of abandoned ones, and in the log lines. */
  alertKind: { provider: 'notification au prestataire (la demande est en base)', visitor: 'confirmation au demandeur' },
  kindLabel: { provider: 'au prestataire', visitor: 'de confirmation' },
  providerSubject: (reference: string, formula: string, date: string, persons: number | undefined) =>
    `Demande de devis ${reference} – ${formula}, ${date}, ${persons === undefined ? 'nombre de personnes à préciser' : `${persons} personne${persons > 1 ? 's' : ''}`}`,
  providerIntro: (reference: string) => `Nouvelle demande de devis ${reference}, reçue par le site.`,
  providerReply: 'Répondre à cet e-mail écrit directement au demandeur.',
  providerTaken:
    "Attention : à l'envoi de la demande, cette date paraissait déjà réservée dans votre calendrier. Le demandeur l'a tout de même envoyée (un calendrier peut ne pas être à jour).",
  providerVisit: 'Le demandeur souhaite visiter la salle avant de réserver : ses créneaux préférés sont ci-dessous.',
  visitRange: (date: string, from: string, to: string) => `${date}, de ${from} à ${to}`,
  visitorSubject: (reference: string) => `Votre demande de devis ${reference}`,
  visitorGreeting: 'Bonjour,',
  visitorIntro: (brand: string, reference: string) =>
    `Nous avons bien reçu votre demande de devis auprès de ${brand}. Sa référence est ${reference}.`,
  visitorSummary: 'Votre demande :',
  visitorNext:
    'Nous vérifions la disponibilité de la salle et vous répondons par e-mail ou par téléphone avec un devis détaillé. Rien n’est réservé ni facturé avant votre accord écrit.',
  visitorContact: (phone: string, email: string) => `Pour toute question : ${phone} ou ${email}, en rappelant votre référence.`,
  visitorNotMe: "Vous n'êtes pas à l'origine de cette demande ? Ignorez cet e-mail ou signalez-le-nous : nous la supprimerons.",
  signature: (brand: string) => `L'équipe ${brand}`,
  brakeSubject: 'Alerte : le formulaire de devis refuse des demandes (frein horaire atteint)',
  brakeText: (limit: number) =>
    `Le site a reçu ${limit} demandes de devis en moins d'une heure : c'est le frein général (DEVIS_GLOBAL_LIMIT), et les nouvelles demandes sont refusées avec votre numéro de téléphone jusqu'à ce que l'heure passe. Si c'est un afflux réel, relevez DEVIS_GLOBAL_LIMIT ; si ce sont des envois abusifs, « npm run devis -- list » les montre. Cette alerte part au plus une fois par heure.`,
  none: '—',
  /** An optional answer left empty that the quote needs in the end: the provider asks for it. */
  toSpecify: 'à préciser',
} as const;

/** Which values of a request the visitor typed or chose, and which the page filled in (`originText`). */
export const ORIGIN = {
  names: {
    public: 'public',
    nom: 'nom',
    societe: 'société',
    email: 'e-mail',
    telephone: 'téléphone',
    evenement: 'type d’événement',
    lieu: 'lieu',
    offre: 'formule',
    date: 'date',
    creneau: 'créneau',
    personnes: 'personnes',
    quantite: 'jours ou soirées',
    salle: 'salle',
    heures: 'heures supplémentaires',
    visite: 'visite',
    message: 'message',
    langue: 'langue',
  },
  // Two sentences on one line, without « ; », the CSV export's separator.
  line: (typed: string[], fromPage: string[]) =>
    [
      typed.length > 0 && `Saisi par le visiteur : ${typed.join(', ')}.`,
      fromPage.length > 0 ? `Repris de la page : ${fromPage.join(', ')}.` : 'Rien de repris d’une page.',
    ]
      .filter(Boolean)
      .join(' '),
} as const;

export const log = {
  storePglite: (dir: string) => `[devis] Demandes enregistrées dans la base intégrée PGlite : ${dir}`,
  storePostgres: (host: string) => `[devis] Demandes enregistrées dans PostgreSQL (${host})`,
  smtpOn: (to: string) => `[devis] Envoi des e-mails par SMTP ; notifications adressées à ${to}`,
  smtpOff:
    '[devis] SMTP_URL non défini : aucun e-mail ne sera envoyé. Les demandes restent dans la base ; consultez-les avec « npm run devis -- list ».',
  storeFailed: (reason: string) => `[devis] La base des demandes n'a pas pu être ouverte : ${reason}`,
  smtpVerified: '[devis] Serveur SMTP joint : connexion et identification réussies.',
  smtpUnverified: (reason: string) =>
    `[devis] Serveur SMTP injoignable ou refusé au démarrage : ${reason}. Les e-mails attendent dans la file ; état sur /api/sante.`,
  stopping: '[devis] Arrêt : plus de nouvelle demande, fin des enregistrements en cours, fermeture de la base.',
  stopped: '[devis] Base des demandes fermée proprement.',
  purgedAuto: (n: number, months: number) =>
    `[devis] Purge automatique : ${n} demande${n > 1 ? 's' : ''} de plus de ${months} mois supprimée${n > 1 ? 's' : ''}.`,
  retrying: (seconds: number) => `[devis] Nouvel essai d'ouverture de la base dans ${seconds} s.`,
  brakeReached: (limit: number) =>
    `[devis] Frein général atteint : ${limit} demandes en moins d'une heure, les suivantes sont refusées (DEVIS_GLOBAL_LIMIT). Prestataire prévenu.`,
  // Neither the visitor's address nor their e-mail: only that the limit worked.
  visitorLimited:
    '[devis] Demande refusée : limite par visiteur atteinte (adresse, réseau ou boîte e-mail, DEVIS_RATE_LIMIT / DEVIS_NETWORK_LIMIT).',
  smtpNoTls: (host: string) =>
    `[devis] Le serveur SMTP ${host} n'offre pas de chiffrement (STARTTLS) : aucun e-mail ne lui est confié en clair. Utilisez smtps:// ou un serveur avec TLS, ou, en connaissance de cause, SMTP_ALLOW_INSECURE=1.`,
  submitFailed: (reason: string) => `[devis] Demande non enregistrée : ${reason}`,
} as const;

export const cli = {
  usage: `Consulter les demandes de devis enregistrées par le site.

  npm run devis -- list [--tout]           les 50 dernières demandes (--tout : toutes)
  npm run devis -- show <référence>        le détail d'une demande
  npm run devis -- export --csv            toutes les demandes en CSV (séparateur « ; », UTF-8)
  npm run devis -- export --json           toutes les demandes en JSON
  npm run devis -- delete <référence>      supprimer une demande (droit à l'effacement)
  npm run devis -- purge                   supprimer les demandes plus anciennes que la durée de conservation
  npm run devis -- outbox                  les e-mails non envoyés : en attente, en échec, abandonnés
  npm run devis -- verifier <numéro>       vérifier la preuve d'un devis (D-2026-0001) : empreintes, chaîne, sceaux, PDF

La base est celle du site : DATABASE_URL (PostgreSQL) si elle est définie, sinon le dossier
DEVIS_DATA_DIR (par défaut ./data/devis). Pendant que le site tourne avec la base intégrée,
la commande passe par le site lui-même.`,
  empty: 'Aucune demande enregistrée.',
  noDatabase: (dir: string) => `Aucune demande enregistrée : la base ${dir} n'existe pas encore.`,
  notFound: (reference: string) => `Aucune demande ${reference}.`,
  devisNotFound: (number: string) => `Aucun devis ${number}.`,
  verifyThroughSite:
    'Le site tourne sur la base intégrée et la garde : vérifiez la preuve depuis l’espace prestataire (« Vérifier la preuve » sur la page du devis), ou arrêtez le site puis relancez la commande.',
  deleted: (reference: string) => `Demande ${reference} supprimée.`,
  contentNotBuilt:
    'Le contenu du site n’est pas construit : lancez « npx contentlayer2 build » (ou « npm run build »), puis relancez la purge.',
  purged: (n: number, period: string) => `${n} demande${n > 1 ? 's' : ''} de plus de ${period} supprimée${n > 1 ? 's' : ''}.`,
  outboxEmpty: 'Aucun e-mail en attente, en échec ou abandonné.',
  outboxColumns: {
    reference: 'Référence',
    kind: 'E-mail',
    state: 'État',
    attempts: 'Essais',
    next: 'Prochain essai',
    error: 'Dernière erreur',
  },
  outboxKind: { provider: 'prestataire', visitor: 'confirmation' },
  outboxState: { pending: 'en attente', failed: 'en échec', abandoned: 'abandonné' },
  unknownCommand: (command: string) => `Commande inconnue : ${command}`,
  count: (shown: number, total: number) =>
    shown < total ? `${shown} demandes affichées sur ${total} (--tout pour toutes).` : `${total} demande${total > 1 ? 's' : ''}.`,
  columns: {
    reference: 'Référence',
    recue: 'Reçue le',
    nom: 'Nom',
    formule: 'Formule',
    date: 'Date',
    personnes: 'Pers.',
    etat: 'État',
    emails: 'E-mails',
    origine: 'Origine des valeurs',
  },
  delivery: { sent: 'envoyés', pending: 'en attente', off: 'aucun (SMTP non configuré)', abandoned: 'abandonné (voir « outbox »)' },
} as const;

/** Headings of the CSV export and of `show`, in the stored order. */
export const EXPORT_COLUMNS = {
  reference: 'Référence',
  created_at: 'Reçue le',
  audience: 'Public',
  name: 'Nom',
  company: 'Société',
  email: 'E-mail',
  phone: 'Téléphone',
  event_type: "Type d'événement",
  venue: 'Lieu',
  formula_id: 'Identifiant de formule',
  formula_name: 'Formule',
  event_date: 'Date',
  time_slot: 'Créneau',
  persons: 'Personnes',
  quantity: 'Jours ou soirées',
  room: 'Salle',
  extra_hours: 'Heures supplémentaires',
  message: 'Message',
  date_status: 'Disponibilité à l’envoi',
  visit_1: VISIT_LABELS[1],
  visit_2: VISIT_LABELS[2],
  value_origin: 'Origine des valeurs',
  language: 'Langue',
  delivery: 'E-mails',
  state: 'État',
} as const;

/** The language of a request, as the provider reads it: « Langue : anglais ». */
export const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'français', en: 'anglais' };

/** The visitor's confirmation e-mail, in French (the provider's e-mail is `mail`, always French). */
const visitorMail = {
  subject: mail.visitorSubject,
  greeting: mail.visitorGreeting,
  intro: mail.visitorIntro,
  summary: mail.visitorSummary,
  next: mail.visitorNext,
  contact: mail.visitorContact,
  notMe: mail.visitorNotMe,
  signature: mail.signature,
  toSpecify: mail.toSpecify,
  columns: {
    reference: EXPORT_COLUMNS.reference,
    venue: EXPORT_COLUMNS.venue,
    formula: EXPORT_COLUMNS.formula_name,
    date: EXPORT_COLUMNS.event_date,
    slot: EXPORT_COLUMNS.time_slot,
    persons: EXPORT_COLUMNS.persons,
  },
  date: (iso: string) => formatLongDate(iso),
  /** A catalogue slot as the content writes it: `9h-12h30`. */
  slot: (slot: string) => slot,
  line: (label: string, value: string) => `${label} : ${value}`,
};

/** Every word of the quote request a visitor reads, in French; ./messages.en.ts has this shape, so a missing word fails tsc. */
export const quoteMessagesFr = {
  FIELD_LABELS,
  VISIT_LABELS,
  AUDIENCE_LABELS,
  AUDIENCE_GROUPS,
  form,
  errors,
  answers,
  /** An event type's name: the content's, in French. */
  categoryName: (_code: CategoryCode, name: string) => name,
  /** A formula's slot as the form lists it: `9h – 13h`. */
  slot: (slot: string) => slot.replace('-', ' – '),
};

export type QuoteMessages = Dictionary<typeof quoteMessagesFr>;

/**
 * The words of the request only the server writes, in French: the privacy notice (a server
 * component), the page around the form (its description, how we answer: the delay and hours are
 * content's), the guard's refusals, the visitor's confirmation. Apart from `quoteMessagesFr` so that the browser never downloads them.
 */
export const quoteServerWordsFr = {
  privacyNotice,
  /** `3 ans`, `18 mois`: the retention period as the privacy notice says it. */
  retention: (months: number) => retentionText(months),
  page: {
    description: (area: string) => `Demandez un devis pour louer une salle à ${area}.`,
    promise: (delay: string) => `Nous vous répondons sous ${delay}`,
    byPhone: (promise: string) => `${promise}. Par téléphone au `,
    phoneHours: (hours: string) => ` : ${hours}.`,
  },
  guard,
  visitorMail,
};

export type QuoteServerWords = Dictionary<typeof quoteServerWordsFr>;
