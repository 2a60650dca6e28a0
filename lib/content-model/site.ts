import { exampleField, PartnerRating } from './nested';
import { LEGAL_NOTICE_VALUES, PRIVACY_VALUES } from './placeholders';
import { nested, type DocumentSchema } from './schema';
import { REVIEW_PLATFORMS, ROOM_CODES, VENUE_CODES } from './vocabulary';

const Link = nested({
  name: 'Link',
  fields: {
    name: { type: 'string', required: true, description: 'Texte du lien.' },
    href: { type: 'string', required: true, description: 'Adresse de la page, ex. /prestations/salles-de-formation-paris.' },
  },
});

const Redirect = nested({
  name: 'Redirect',
  description:
    'Une ancienne adresse du site et la page qui la remplace : le site y renvoie les visiteurs et les moteurs de recherche (redirection permanente).',
  fields: {
    de: { type: 'string', required: true, description: 'Ancienne adresse, ex. /locations/salles-rive-gauche-vaugirard/ancienne-page.' },
    vers: {
      type: 'string',
      required: true,
      description: 'Adresse de la page qui la remplace, ex. /prestations/salles-de-formation-paris.',
    },
  },
});

const VenueAddress = nested({
  name: 'VenueAddress',
  fields: {
    code: { type: 'enum', options: [...VENUE_CODES], required: true, description: 'Code du lieu.' },
    numero: { type: 'string', required: true, description: 'Numéro dans la rue, entre guillemets, ex. "12" ou "12 bis".' },
    street: { type: 'string', required: true, description: 'Rue, ex. « Rue de Vaugirard ».' },
    postal: { type: 'string', required: true, description: 'Code postal, entre guillemets, ex. "75015".' },
    city: { type: 'string', required: true, description: 'Ville.' },
    exemple: exampleField,
  },
});

const CalendarUnit = nested({
  name: 'CalendarUnit',
  description: 'Une unité réservable : une salle, avec son propre calendrier (adresse ICS donnée au serveur).',
  fields: {
    code: {
      type: 'string',
      required: true,
      description: 'Code de l’unité, ex. montparnasse-ocre ; il nomme la variable DISPO_ICS_<CODE> qui donne l’adresse de son calendrier.',
    },
    lieu: { type: 'enum', options: [...VENUE_CODES], required: true, description: 'Le lieu de cette unité.' },
    salle: {
      type: 'enum',
      options: [...ROOM_CODES],
      required: false,
      description: 'La salle, quand le lieu en compte plusieurs (Montparnasse).',
    },
  },
});

const Platform = nested({
  name: 'Platform',
  fields: {
    code: { type: 'enum', options: [...REVIEW_PLATFORMS], required: true, description: 'Code de la plateforme.' },
    nom: { type: 'string', required: true, description: 'Nom affiché de la plateforme.' },
    domaines: {
      type: 'list',
      of: { type: 'string' },
      required: true,
      description: 'Domaines des adresses d’avis de la plateforme, ex. [trustpilot.com] : l’adresse d’un avis doit être sur l’un d’eux.',
    },
  },
});

const PostalAddress = nested({
  name: 'PostalAddress',
  fields: {
    rue: { type: 'string', required: true, description: 'Numéro et rue.' },
    code_postal: { type: 'string', required: true, description: 'Code postal français, entre guillemets, ex. "75015".' },
    ville: { type: 'string', required: true, description: 'Ville.' },
  },
});

const Host = nested({
  name: 'Host',
  fields: {
    nom: { type: 'string', required: true, description: 'Nom ou raison sociale de l’hébergeur.' },
    adresse: {
      type: 'string',
      required: true,
      description: 'Adresse postale de l’hébergeur, sur une ligne, sans le pays quand « pays » le donne.',
    },
    pays: {
      type: 'string',
      required: false,
      description:
        'Pays de l’hébergeur, en code à deux lettres (ex. US) : chaque page l’écrit dans sa langue (« États-Unis », « United States »).',
    },
    telephone: { type: 'string', required: true, description: 'Téléphone de l’hébergeur.' },
  },
});

const LegalInfo = nested({
  name: 'LegalInfo',
  fields: {
    raison_sociale: { type: 'string', required: true, description: 'Dénomination sociale de l’entreprise.' },
    forme_juridique: { type: 'string', required: true, description: 'Forme juridique, ex. « SAS » ou « SARL ».' },
    capital: { type: 'number', required: true, description: 'Capital social, en euros, ex. 10000.' },
    siren: {
      type: 'string',
      required: true,
      description: 'Numéro SIREN : 9 chiffres (espaces permis), entre guillemets, ex. "732 829 320".',
    },
    siret: {
      type: 'string',
      required: false,
      description:
        'Numéro SIRET du siège : le SIREN suivi de 5 chiffres, entre guillemets, ex. "732 829 320 00074" ; imprimé sur les devis.',
    },
    rcs_ville: { type: 'string', required: true, description: 'Ville du greffe où l’entreprise est immatriculée au RCS, ex. « Paris ».' },
    tva: {
      type: 'string',
      required: true,
      description: 'Numéro de TVA intracommunautaire : FR, clé à deux chiffres, SIREN, ex. « FR44732829320 ».',
    },
    tva_sur_les_debits: {
      type: 'boolean',
      required: false,
      description:
        'Option pour le paiement de la TVA d’après les débits (prestations de services) : true si le prestataire l’a prise ; les factures le disent alors.',
    },
    siege: { type: 'nested', of: PostalAddress, required: true, description: 'Adresse du siège social.' },
    directeur_publication: {
      type: 'string',
      required: true,
      description: 'Directeur ou directrice de la publication : une personne physique.',
    },
    hebergeur: { type: 'nested', of: Host, required: true, description: 'Hébergeur du site : nom, adresse et téléphone.' },
    conservation_demandes_mois: {
      type: 'number',
      values: 'count',
      required: true,
      description:
        'Durée de conservation des demandes de devis, en mois (ex. 36) : le site supprime chaque jour les demandes plus anciennes, et la politique de confidentialité et le formulaire citent cette durée.',
    },
    exemple: exampleField,
  },
});

const BankDetails = nested({
  name: 'BankDetails',
  description: 'Le compte qui reçoit les acomptes par virement : imprimé sur chaque devis.',
  fields: {
    iban: {
      type: 'string',
      required: true,
      description: 'IBAN du compte, par groupes de quatre, ex. « FR76 3000 6000 0112 3456 7890 189 » (vérifié par sa clé).',
    },
    bic: { type: 'string', required: true, description: 'BIC (code SWIFT) de la banque : 8 ou 11 caractères, ex. « AGRIFRPP ».' },
    titulaire: { type: 'string', required: true, description: 'Titulaire du compte, tel que la banque l’écrit.' },
    exemple: exampleField,
  },
});

const Mediator = nested({
  name: 'Mediator',
  description: 'Le médiateur de la consommation dont relève le prestataire (article L612-1 du Code de la consommation).',
  fields: {
    nom: { type: 'string', required: true, description: 'Nom du médiateur, ex. « CM2C ».' },
    adresse: { type: 'string', required: true, description: 'Adresse postale du médiateur, sur une ligne.' },
    site: { type: 'string', required: true, description: 'Adresse du site où le saisir, ex. https://www.cm2c.net.' },
    exemple: exampleField,
  },
});

const daysBefore = (description: string) => ({ type: 'number', values: 'count', range: [1, 365], required: true, description }) as const;

const CancellationScale = nested({
  name: 'CancellationScale',
  fields: {
    remboursement_jours: daysBefore(
      'Plus de ce nombre de jours avant l’événement, l’acompte d’un particulier lui est remboursé, moins les frais (ex. 90).',
    ),
    frais_euros: {
      type: 'number',
      values: 'count',
      range: [0, 1000],
      required: true,
      description: 'Les frais retenus sur l’acompte remboursé, en euros (ex. 50 ; 0 pour aucun).',
    },
    partiel_jours: daysBefore('Plus de ce nombre de jours avant (et moins que le remboursement), l’acompte reste acquis (ex. 60).'),
    part_pourcent: {
      type: 'number',
      values: 'distance',
      range: [0, 100],
      required: true,
      description: 'La part du prix total due entre partiel_jours et total_jours, en pour cent (ex. 50).',
    },
    total_jours: daysBefore('Moins de ce nombre de jours avant l’événement, le prix total est dû (ex. 15).'),
  },
});

const DevisSettings = nested({
  name: 'DevisSettings',
  fields: {
    validite_jours: {
      type: 'number',
      values: 'count',
      range: [1, 90],
      required: true,
      description: 'Durée de validité d’un devis envoyé, en jours (ex. 15) : le devis l’indique et expire ensuite.',
    },
    acompte_pourcent: {
      type: 'number',
      values: 'distance',
      range: [0, 100],
      required: true,
      description: 'Acompte proposé sur chaque devis, en pour cent du total TTC (ex. 30) ; le prestataire peut le changer devis par devis.',
    },
    acompte_jours: {
      type: 'number',
      values: 'count',
      range: [1, 90],
      required: true,
      description:
        'Délai de versement de l’acompte après l’acceptation, en jours (ex. 8) : une option sans acompte reçu à temps est libérée.',
    },
    depot_garantie_euros: {
      type: 'number',
      values: 'count',
      range: [0, 10000],
      required: true,
      description:
        'Le dépôt de garantie demandé à la remise des clés, en euros (ex. 500) : imprimé sur chaque devis et sur sa page d’acceptation.',
    },
    solde_jours: {
      type: 'number',
      values: 'count',
      range: [0, 90],
      required: true,
      description: 'Le solde d’un particulier est payé au plus tard ce nombre de jours avant l’événement (ex. 15).',
    },
    paiement_pro_jours: {
      type: 'number',
      values: 'count',
      range: [0, 60],
      required: true,
      description:
        'Le délai de paiement d’un professionnel après la facture, en jours (ex. 30 ; 60 au plus, article L441-10 du Code de commerce).',
    },
    annulation: {
      type: 'nested',
      of: CancellationScale,
      required: true,
      description: 'Le barème d’annulation par le client, tel que les conditions de location l’écrivent.',
    },
    tribunal_pro: {
      type: 'string',
      required: true,
      description: 'Le tribunal d’un litige avec un professionnel, ex. « Tribunal de commerce de Paris ».',
    },
    mediateur: {
      type: 'nested',
      of: Mediator,
      required: true,
      description: 'Le médiateur de la consommation, nommé sur les devis des particuliers.',
    },
  },
});

const Step = nested({
  name: 'Step',
  fields: {
    titre: { type: 'string', required: true, description: 'Le verbe de l’étape, ex. « Choisissez ».' },
    texte: { type: 'string', required: true, description: 'Une phrase qui explique l’étape.' },
  },
});

const HomePage = nested({
  name: 'HomePage',
  fields: {
    surtitre: {
      type: 'string',
      required: true,
      description:
        'Au-dessus du titre de l’accueil, avant « · » et les arrondissements des lieux (ajoutés par le site), ex. « Location de salles ».',
    },
    titre: { type: 'string', required: true, description: 'Titre principal (h1) de la page d’accueil.' },
    titre_salles: { type: 'string', required: true, description: 'Titre de la section des lieux de l’accueil, ex. « Nos salles ».' },
    titre_etapes: {
      type: 'string',
      required: true,
      description: 'Titre de la section des étapes de l’accueil, ex. « Réserver en trois étapes ».',
    },
    etapes: { type: 'list', of: Step, required: true, description: 'Les étapes de la réservation, dans l’ordre (numérotées par le site).' },
  },
});

export const AudienceWords = nested({
  name: 'AudienceWords',
  fields: {
    nom: {
      type: 'string',
      required: true,
      description: 'Le public au pluriel, ex. « Particuliers » (suivi par le site de « prix TTC » ou « prix HT »).',
    },
    accroche: {
      type: 'string',
      required: true,
      description: 'Sur l’accueil, le lien vers ses prestations, ex. « Anniversaires, boums, baptêmes, mariages… ».',
    },
    texte: { type: 'string', required: true, description: 'Sur l’accueil, la phrase sous l’accroche.' },
    titre_accueil: {
      type: 'string',
      required: true,
      description: 'Titre de ses prestations sur l’accueil, ex. « Pour vos fêtes » (suivi de « (prix TTC) »).',
    },
    titre_lieu: {
      type: 'string',
      required: true,
      description: 'Titre de ses offres sur la page d’un lieu (suivi de « (prix TTC) » ou « (prix HT) »).',
    },
    titre_atouts: {
      type: 'string',
      required: true,
      description: 'Titre des atouts du lieu pour ce public, ex. « Atouts pour vos fêtes ».',
    },
  },
});

const Audiences = nested({
  name: 'Audiences',
  fields: {
    particuliers: { type: 'nested', of: AudienceWords, required: true, description: 'Les mots pour les particuliers (prix TTC).' },
    pro: { type: 'nested', of: AudienceWords, required: true, description: 'Les mots pour les professionnels (prix HT).' },
  },
});

/** A text of the privacy policy, which may insert the values it names. */
const privacyText = (description: string) => ({ type: 'string', required: true, placeholders: PRIVACY_VALUES, description }) as const;

const Tracker = nested({
  name: 'Tracker',
  fields: {
    nom: privacyText('Le traceur et qui le dépose, ex. « Cookie « {cookie_consentement} » (ce site) ».'),
    finalite: privacyText('À quoi il sert ; {finalite_mesure} et {finalite_contenus_externes} reprennent les mots du bandeau des cookies.'),
    duree: privacyText('Combien de temps il est gardé, ex. « {duree_consentement} » ou « 13 mois au plus ».'),
    consentement: privacyText('S’il demande votre accord, et comment.'),
  },
});

export const PrivacyWords = nested({
  name: 'PrivacyWords',
  fields: {
    responsable: privacyText('Sous « Responsable du traitement » : qui traite les données et comment le joindre.'),
    donnees_devis: {
      type: 'list',
      of: { type: 'string' },
      required: true,
      description: 'Ce que le formulaire de devis envoie, une ligne par donnée, sans point final (le site l’ajoute).',
    },
    finalite: privacyText('Après « Pourquoi : » : à quoi servent les données de la demande, et la base légale.'),
    destinataires: privacyText('Après « Qui les reçoit : » : qui a accès aux données.'),
    conservation: privacyText(
      'Après « Combien de temps : » : la durée de conservation des demandes ({duree_conservation}, tirée de legal.conservation_demandes_mois) et ce qui se passe ensuite.',
    ),
    envois_abusifs: privacyText('Après « Contre les envois abusifs : » : ce qui est gardé pour limiter les envois, et combien de temps.'),
    acceptation_devis: privacyText(
      'Sous « Quand vous acceptez un devis en ligne » : ce que le site garde de l’acceptation (heure, adresse IP, navigateur, nom tapé, PDF accepté), pourquoi, sur quelle base légale, et combien de temps ({duree_contrats}).',
    ),
    cookies: privacyText(
      'Sous « Cookies et traceurs » : quand les traceurs sont déposés et combien de temps le choix est gardé ({duree_consentement}).',
    ),
    traceurs: {
      type: 'list',
      of: Tracker,
      required: true,
      description: 'Les traceurs du site, un bloc chacun : nom, finalité, durée, consentement.',
    },
    transferts: privacyText('Sous la liste des traceurs : qui fournit les services tiers et où vont les données.'),
    droits: privacyText('Sous « Vos droits » : les droits des personnes et comment les exercer.'),
  },
});

/** A text of the legal notice, which may insert the values it names. */
const legalNoticeText = { type: 'string', placeholders: LEGAL_NOTICE_VALUES } as const;

const LegalWords = nested({
  name: 'LegalWords',
  fields: {
    description: {
      ...legalNoticeText,
      required: true,
      description:
        'La description de la page pour les moteurs de recherche et les réseaux sociaux, ex. « Éditeur, immatriculation… du site {marque}. ».',
    },
    editeur: {
      type: 'list',
      of: legalNoticeText,
      required: true,
      description:
        'Sous « Éditeur du site » : une ligne par information (le site passe à la ligne entre elles) ; les valeurs viennent de « legal », « phone » et « email ».',
    },
    directeur: {
      ...legalNoticeText,
      required: false,
      description:
        'Sous « Directeur de la publication » : le nom et la fonction, ex. « {directeur_publication}, président de {raison_sociale} » ; sans cette ligne, le nom seul.',
    },
    propriete_intellectuelle: {
      ...legalNoticeText,
      required: true,
      description: 'Le paragraphe « Propriété intellectuelle » des mentions légales.',
    },
  },
});

/** Site-wide data, in one file the provider can edit: content/site.yaml. */
export const siteSchema = {
  name: 'Site',
  filePathPattern: 'site.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    brand: { type: 'string', required: true, description: 'Nom de la marque.' },
    brand_slug: { type: 'string', required: true, description: 'Utilisé dans les adresses des lieux : /locations/<brand_slug>-vaugirard.' },
    tagline: { type: 'string', required: true, description: 'Phrase d’accroche de la page d’accueil.' },
    description: {
      type: 'string',
      required: true,
      description: 'Description du site pour les moteurs de recherche et les réseaux sociaux.',
    },
    phone: { type: 'string', required: true, description: 'Numéro de téléphone affiché.' },
    email: { type: 'string', required: true, description: 'Adresse e-mail de contact.' },
    telephone_horaires: {
      type: 'string',
      required: true,
      description: 'Quand le téléphone répond, à la suite de « Téléphone : », ex. « du lundi au vendredi de 9 h à 19 h ».',
    },
    telephone_en_anglais: {
      type: 'boolean',
      required: false,
      default: false,
      description:
        'Le téléphone répond aussi en anglais (true) : les pages anglaises le disent près du numéro, avec la phrase « telephone_anglais » de content/en/site.yaml.',
    },
    delai_reponse: {
      type: 'string',
      required: true,
      description: 'Délai de réponse promis aux demandes de devis, à la suite de « Nous vous répondons sous », ex. « 24 h ouvrées ».',
    },
    lieux: { type: 'list', of: VenueAddress, required: true, description: 'Adresse postale de chaque lieu.' },
    extra_links: { type: 'list', of: Link, required: true, description: 'Liens supplémentaires de l’en-tête.' },
    notes_particuliers: {
      type: 'list',
      of: PartnerRating,
      required: true,
      description: 'Notes des partenaires affichées aux particuliers.',
    },
    notes_pro: { type: 'list', of: PartnerRating, required: true, description: 'Notes des partenaires affichées aux professionnels.' },
    plateformes: { type: 'list', of: Platform, required: true, description: 'Les quatre plateformes d’avis.' },
    avis_collecte: {
      type: 'string',
      required: true,
      description: 'Phrase affichée près des avis : comment ils sont collectés et vérifiés (Code de la consommation, L111-7-2 et D111-17).',
    },
    retractation: {
      type: 'string',
      required: true,
      description:
        'Phrase affichée aux particuliers sur /devis, avant le bouton d’envoi : pas de droit de rétractation pour une location à date fixe.',
    },
    legal: { type: 'nested', of: LegalInfo, required: true, description: 'Informations des mentions légales.' },
    banque: {
      type: 'nested',
      of: BankDetails,
      required: true,
      description: 'Coordonnées bancaires imprimées sur les devis, pour le virement de l’acompte.',
    },
    devis: {
      type: 'nested',
      of: DevisSettings,
      required: true,
      description: 'Les réglages des devis : validité, acompte, dépôt de garantie, solde, barème d’annulation, tribunal, médiateur.',
    },
    accueil: {
      type: 'nested',
      of: HomePage,
      required: true,
      description: 'Les textes de la page d’accueil : bandeau, titres de section, étapes.',
    },
    confidentialite: {
      type: 'nested',
      of: PrivacyWords,
      required: true,
      description:
        'Les paragraphes de la politique de confidentialité ; les valeurs du site s’y écrivent entre accolades, ex. {email} (voir « Valeurs du site dans le texte »).',
    },
    mentions: { type: 'nested', of: LegalWords, required: true, description: 'Les paragraphes rédigés des mentions légales.' },
    publics: {
      type: 'nested',
      of: Audiences,
      required: true,
      description: 'Les mots de chaque public, sur l’accueil et sur la page de chaque lieu.',
    },
    calendriers: {
      type: 'list',
      of: CalendarUnit,
      required: false,
      description:
        'Disponibilités : les unités réservables de chaque lieu (une par salle). Une formule d’une salle est libre quand une salle assez grande l’est ; les autres demandent toutes les salles du lieu.',
    },
    redirections: {
      type: 'list',
      of: Redirect,
      required: false,
      description:
        'Les anciennes adresses d’une page supprimée ou renommée, chacune vers la page qui la remplace : les liens et les résultats de recherche qui y mènent encore ne tombent pas sur une page introuvable.',
    },
    taux_tva: {
      type: 'number',
      values: 'amount',
      range: [0, 100],
      required: true,
      description: 'Taux de TVA en pour cent (ex. 20) : il donne la TVA et le total TTC des prix HT des professionnels.',
    },
    exemple: exampleField,
  },
} as const satisfies DocumentSchema;
