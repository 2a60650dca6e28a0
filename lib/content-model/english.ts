// The English pages for professional visitors (#37): one file per page and language, under
// content/en/ in the French tree's folders. An English file holds only prose; it names the
// French document it translates (`traduction_de`), which gives every figure, photo, venue,
// audience and category. Lists that pair with a French list (a venue's photos, layouts, walking
// routes, equipment) follow its order, one English entry per French one.
import { exampleField, FaqEntry, Feature } from './nested';
import { LEGAL_NOTICE_VALUES } from './placeholders';
import { AudienceWords, PrivacyWords } from './site';
import { nested, type DocumentSchema, type FieldSchema } from './schema';
import type { CategoryCode } from './vocabulary';

/**
 * Categories whose pages stay French only: general assemblies of French condominiums and
 * associations, which no English-speaking visitor books. The other professional pages have
 * an English version.
 */
export const FRENCH_ONLY_CATEGORIES: readonly CategoryCode[] = ['ag'];

const translationOf = (what: string, example: string): FieldSchema => ({
  type: 'string',
  required: true,
  description: `Le nom du fichier français que cette page traduit, sans « .mdx » : ${what}, ex. ${example}. Les chiffres, photos, lieu, public et catégories viennent de lui.`,
});

const draft = {
  type: 'boolean',
  required: false,
  default: false,
  description:
    'Brouillon : true pour cacher la page anglaise en production, le temps de finir la traduction (une page française en brouillon cache aussi la sienne).',
} as const satisfies FieldSchema;

/** The alternative text of a photo, the photo itself being the French document's. */
const PhotoText = nested({
  name: 'PhotoText',
  description: 'Le texte alternatif anglais d’une photo du lieu, dans l’ordre des photos du fichier français.',
  fields: { name: { type: 'string', required: true, description: 'Texte alternatif anglais décrivant la photo.' } },
});

const RoomText = nested({
  name: 'RoomText',
  description: 'Le nom anglais d’une salle, dans l’ordre des salles du fichier français (code, surface et capacité viennent de lui).',
  fields: { nom: { type: 'string', required: true, description: 'Nom anglais de la salle, ex. « Ochre Room ».' } },
});

const LayoutText = nested({
  name: 'LayoutText',
  description:
    'Une disposition de la salle en anglais, dans l’ordre des dispositions du fichier français (capacité et photo viennent de lui).',
  fields: {
    name: { type: 'string', required: true, description: 'Nom de la disposition, ex. « Theatre ».' },
    imageAlt: { type: 'string', required: true, description: 'Texte alternatif anglais décrivant la photo.' },
    description: { type: 'string', required: true, description: 'Phrase qui explique la disposition et son usage.' },
    capacite_detail: { type: 'string', required: false, description: 'Précision, si le fichier français en a une.' },
  },
});

const AccessText = nested({
  name: 'AccessText',
  description: 'Les mots anglais de l’accès au lieu ; lignes, stations, temps de trajet et parking viennent du fichier français.',
  fields: {
    title: { type: 'string', required: true, description: 'Titre de la partie « accès », ex. « Getting to the Vaugirard venue ».' },
    gare: { type: 'string', required: true, description: 'Nom anglais de la gare la plus proche, ex. « Paris Montparnasse station ».' },
    aeroport: { type: 'string', required: true, description: 'Nom anglais de l’aéroport le plus proche, ex. « Orly Airport ».' },
  },
});

const WalkingRouteText = nested({
  name: 'WalkingRouteText',
  description: 'Un trajet à pied en anglais, dans l’ordre des trajets du fichier français (les minutes viennent de lui).',
  fields: {
    depuis: { type: 'string', required: true, description: 'Station ou arrêt de départ, ex. « Convention metro station (line 12) ».' },
    texte: { type: 'string', required: true, description: 'Une phrase qui décrit le chemin.' },
  },
});

const EquipmentText = nested({
  name: 'EquipmentText',
  description: 'Un équipement en anglais, dans l’ordre des équipements du fichier français (sorte et quantité viennent de lui).',
  fields: {
    nom: { type: 'string', required: true, description: 'Nom affiché, ex. « Padded chairs ».' },
    precision: { type: 'string', required: false, description: 'Précision, si le fichier français en a une.' },
  },
});

const HouseRulesText = nested({
  name: 'HouseRulesText',
  description: 'Le règlement du lieu en anglais ; l’heure de fin de la musique et les temps d’installation viennent du fichier français.',
  fields: {
    bruit: { type: 'string', required: false, description: 'Phrase sur le voisinage et le bruit.' },
    decorations_permises: { type: 'list', of: { type: 'string' }, required: true, description: 'Décorations permises.' },
    decorations_interdites: { type: 'list', of: { type: 'string' }, required: true, description: 'Décorations interdites.' },
    traiteurs: { type: 'string', required: true, description: 'Traiteur extérieur : permis ou non, à quelles conditions.' },
    alcool: { type: 'string', required: true, description: 'Ce qui est permis pour l’alcool.' },
    dechets: { type: 'string', required: false, description: 'Que faire des déchets.' },
  },
});

const PracticalText = nested({
  name: 'PracticalText',
  description: 'Les infos pratiques du lieu en anglais ; chaque nombre et chaque oui ou non vient du fichier français.',
  fields: {
    entree: { type: 'string', required: true, description: 'Comment entrer : porte, interphone ou code (et quand il est donné).' },
    etage: { type: 'string', required: true, description: 'Étage de la salle, ex. « Ground floor ».' },
    itineraires: { type: 'list', of: WalkingRouteText, required: true, description: 'Trajet à pied depuis chaque station proche.' },
    equipements: { type: 'list', of: EquipmentText, required: true, description: 'Équipements, dans l’ordre du fichier français.' },
    accessibilite: {
      type: 'string',
      required: false,
      description: 'La précision sur l’accessibilité, si le fichier français en a une.',
    },
    regles: { type: 'nested', of: HouseRulesText, required: true, description: 'Règlement du lieu.' },
    exemple: exampleField,
  },
});

/** An English prestation page: /en/<file name>. */
export const englishPrestationSchema = {
  name: 'EnglishPrestation',
  filePathPattern: 'en/prestations/*.mdx',
  contentType: 'mdx',
  description: "Page anglaise d'une prestation professionnelle. Le nom du fichier est la fin de l'adresse /en/….",
  fields: {
    traduction_de: translationOf('une prestation professionnelle de content/prestations/', 'location-salles-de-reunion-paris'),
    title: { type: 'string', required: true, description: 'Titre principal (h1) et titre de la page, en anglais.' },
    description: { type: 'string', required: true, description: 'Résumé pour les moteurs de recherche, repris sous le titre.' },
    name: { type: 'string', required: true, description: 'Nom complet dans les menus, ex. « Meeting rooms ».' },
    short_name: { type: 'string', required: false, description: 'Nom court dans les menus, ex. « meetings ».' },
    imageAlt: { type: 'string', required: true, description: 'Texte alternatif anglais décrivant la photo principale.' },
    features: { type: 'list', of: Feature, required: true, description: 'Atouts mis en avant sur la page.' },
    faq: { type: 'list', of: FaqEntry, required: true, description: 'Questions fréquentes de la page, en bas de la page.' },
    draft,
  },
} as const satisfies DocumentSchema;

/** An English product page: /en/venues/<venue>/<file name>, in the French product's venue folder. */
export const englishProductSchema = {
  name: 'EnglishProduct',
  filePathPattern: 'en/produits/**/*.mdx',
  contentType: 'mdx',
  description:
    "Page anglaise d'une offre professionnelle d'un lieu, dans le dossier du lieu de la page française. Le nom du fichier est la fin de l'adresse.",
  fields: {
    traduction_de: translationOf(
      'une page produit professionnelle du même dossier de lieu dans content/produits/',
      'salle-de-reunion-paris-15',
    ),
    title: { type: 'string', required: true, description: 'Titre de la page (balise <title>), en anglais.' },
    description: { type: 'string', required: true, description: 'Résumé pour les moteurs de recherche et les cartes.' },
    name: { type: 'string', required: true, description: 'Titre principal (h1).' },
    subtitle: { type: 'string', required: true, description: 'Sous-titre sous le titre principal, repris sur les cartes de l’offre.' },
    ideal: { type: 'string', required: true, description: 'Pour quoi la salle est idéale.' },
    ideal_help: { type: 'string', required: false, description: 'Précision affichée sous « ideal for ».' },
    imageAlt: { type: 'string', required: true, description: 'Texte alternatif anglais décrivant la photo principale.' },
    features: { type: 'list', of: Feature, required: true, description: 'Atouts mis en avant sur la page.' },
    draft,
  },
} as const satisfies DocumentSchema;

/**
 * A formula's words in English: /en/formules/<venue>/<file>.yaml, in the folder of its French
 * formula's venue. Prices, days, times, capacities and rooms stay in the French file.
 */
export const englishFormulaSchema = {
  name: 'EnglishFormula',
  filePathPattern: 'en/formules/**/*.yaml',
  contentType: 'data',
  description:
    'Les textes anglais d’une formule professionnelle, dans le dossier du lieu de la formule française. Prix, jours, horaires et capacités viennent du fichier français.',
  fields: {
    traduction_de: {
      type: 'string',
      required: true,
      description:
        'Le nom du fichier de la formule française, sans « .yaml », dans le même dossier de lieu de content/formules/, ex. journee-etude. Les chiffres viennent de lui.',
    },
    name: {
      type: 'string',
      required: true,
      description: 'Nom de la formule sur sa carte et dans les listes, ex. « Full-day delegate package ».',
    },
    aide_prix: {
      type: 'string',
      required: true,
      description: 'Aide à la lecture du prix, ex. « Excl. VAT, per person, with a minimum charge ».',
    },
    inclus: {
      type: 'list',
      of: { type: 'string' },
      required: true,
      description: 'Ce que comprend le prix, dans l’ordre du fichier français, un élément anglais par élément français.',
    },
    horaires_detail: {
      type: 'string',
      required: false,
      description:
        'La précision sur les horaires, si le fichier français en a une, heures sur 24, ex. « 8 consecutive hours between 08:00 and 19:00 ».',
    },
    regles: {
      type: 'list',
      of: { type: 'string' },
      required: false,
      description: 'Les règles, si le fichier français en a, dans le même ordre.',
    },
  },
} as const satisfies DocumentSchema;

/** An English venue page: /en/venues/<venue slug>. The file name is the venue code, as in French. */
export const englishVenueSchema = {
  name: 'EnglishVenue',
  filePathPattern: 'en/lieux/*.mdx',
  contentType: 'mdx',
  description:
    'Page anglaise d’un lieu. Le nom du fichier est le code du lieu, comme en français (en/lieux/vaugirard.mdx traduit lieux/vaugirard.mdx).',
  fields: {
    title: { type: 'string', required: true, description: 'Nom du lieu, titre principal (h1) de sa page.' },
    seo_title: { type: 'string', required: true, description: 'Titre de la page (balise <title>), en anglais.' },
    description: { type: 'string', required: true, description: 'Résumé pour les moteurs de recherche, repris en introduction.' },
    imageAlt: { type: 'string', required: true, description: 'Texte alternatif anglais décrivant la photo principale.' },
    photos: {
      type: 'list',
      of: PhotoText,
      required: true,
      description: 'Textes alternatifs des photos, dans l’ordre du fichier français.',
    },
    salles: {
      type: 'list',
      of: RoomText,
      required: false,
      description: 'Les noms anglais des salles, dans l’ordre du fichier français, quand il en a.',
    },
    acces: { type: 'nested', of: AccessText, required: true, description: 'Les mots de l’accès au lieu.' },
    infos_pratiques: { type: 'nested', of: PracticalText, required: true, description: 'La section « Practical information ».' },
    faq: { type: 'list', of: FaqEntry, required: false, description: 'Questions fréquentes propres au lieu.' },
    features_pro: { type: 'list', of: Feature, required: true, description: 'Atouts du lieu montrés aux professionnels.' },
    dispositions: {
      type: 'list',
      of: LayoutText,
      required: true,
      description: 'Dispositions de la salle, dans l’ordre du fichier français.',
    },
    exemple: exampleField,
  },
} as const satisfies DocumentSchema;

/** An English page of prose: the rental terms (/en/rental-terms). */
export const englishPageSchema = {
  name: 'EnglishPage',
  filePathPattern: 'en/pages/*.mdx',
  contentType: 'mdx',
  description: 'Page de texte anglaise. Le nom du fichier est son adresse : rental-terms.mdx → /en/rental-terms.',
  fields: {
    traduction_de: translationOf('une page de content/pages/', 'conditions-de-location'),
    title: { type: 'string', required: true, description: 'Titre principal (h1) et titre de la page.' },
    description: { type: 'string', required: true, description: 'Résumé pour les moteurs de recherche, repris sous le titre.' },
    exemple: exampleField,
  },
} as const satisfies DocumentSchema;

const EnglishHomePage = nested({
  name: 'EnglishHomePage',
  fields: {
    surtitre: { type: 'string', required: true, description: 'Au-dessus du titre de l’accueil anglais, ex. « Venue hire ».' },
    titre: { type: 'string', required: true, description: 'Titre principal (h1) de l’accueil anglais.' },
    titre_salles: { type: 'string', required: true, description: 'Titre de la section des lieux, ex. « Our venues ».' },
  },
});

/** A text of the English legal notice, which may insert the values it names. */
const legalNoticeText = { type: 'string', placeholders: LEGAL_NOTICE_VALUES } as const;

const InternationalSection = nested({
  name: 'InternationalSection',
  description: 'Une partie de la page « International clients » : un titre et ses paragraphes.',
  fields: {
    titre: { type: 'string', required: true, description: 'Titre de la partie, ex. « VAT for companies based outside France ».' },
    paragraphes: { type: 'list', of: { type: 'string' }, required: true, description: 'Les paragraphes, dans l’ordre.' },
    exemple: exampleField,
  },
});

/** The page for clients from abroad (/en/international-clients), linked from the English venue, service and product pages. */
const International = nested({
  name: 'International',
  fields: {
    titre: { type: 'string', required: true, description: 'Titre de la page (h1), ex. « International clients ».' },
    description: { type: 'string', required: true, description: 'Résumé pour les moteurs de recherche, repris sous le titre.' },
    lien: {
      type: 'string',
      required: true,
      description: 'La phrase du lien vers cette page sur les pages anglaises des lieux, des prestations et des produits.',
    },
    parties: {
      type: 'list',
      of: InternationalSection,
      required: true,
      description:
        'Les parties de la page : accès depuis l’Eurostar et les aéroports, TVA, paiement, heures de réponse. Ce que le prestataire doit confirmer porte « exemple: true ».',
    },
  },
});

/** The privacy notice in English (/en/privacy): the French one's texts, and the line that says the French text prevails. */
const EnglishPrivacyWords = nested({
  name: 'EnglishPrivacyWords',
  fields: {
    version_francaise: {
      type: 'string',
      required: true,
      description: 'La première phrase de la page : une traduction, la politique française fait foi.',
    },
    ...PrivacyWords.fields,
  },
});

const EnglishLegalWords = nested({
  name: 'EnglishLegalWords',
  fields: {
    version_francaise: {
      type: 'string',
      required: true,
      description: 'La première phrase de la page : une traduction, le texte français fait foi.',
    },
    description: { ...legalNoticeText, required: true, description: 'La description de la page pour les moteurs de recherche.' },
    editeur: {
      type: 'list',
      of: legalNoticeText,
      required: true,
      description:
        'Sous « Publisher » : une ligne par information ; les valeurs viennent de « legal », « phone » et « email » de site.yaml.',
    },
    directeur: {
      ...legalNoticeText,
      required: false,
      description:
        'Sous « Director of publication » : le nom et la fonction, ex. « {directeur_publication}, President of {raison_sociale} ».',
    },
    propriete_intellectuelle: { ...legalNoticeText, required: true, description: 'Le paragraphe « Intellectual property ».' },
  },
});

/** Site-wide English prose, in one file: content/en/site.yaml. */
export const englishSiteSchema = {
  name: 'EnglishSite',
  filePathPattern: 'en/site.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: {
    tagline: { type: 'string', required: true, description: 'Phrase d’accroche de l’accueil anglais.' },
    description: { type: 'string', required: true, description: 'Description du site anglais pour les moteurs de recherche.' },
    telephone_horaires: {
      type: 'string',
      required: true,
      description: 'Quand le téléphone répond, à la suite de « Phone: », en heures sur 24, ex. « Monday to Friday, 09:00–19:00 ».',
    },
    delai_reponse: {
      type: 'string',
      required: true,
      description: 'Délai de réponse aux demandes de devis, à la suite de « We reply within », ex. « one working day ».',
    },
    telephone_anglais: {
      type: 'string',
      required: true,
      description:
        'Phrase montrée près du numéro quand content/site.yaml dit que le téléphone répond en anglais (telephone_en_anglais: true), ex. « We answer the phone in English. »',
    },
    accueil: { type: 'nested', of: EnglishHomePage, required: true, description: 'Les textes de l’accueil anglais (/en).' },
    pro: {
      type: 'nested',
      of: AudienceWords,
      required: true,
      description: 'Les mots des professionnels, sur l’accueil anglais et sur la page anglaise de chaque lieu.',
    },
    mentions: { type: 'nested', of: EnglishLegalWords, required: true, description: 'Les paragraphes des mentions légales anglaises.' },
    international: {
      type: 'nested',
      of: International,
      required: false,
      description:
        'La page « International clients » (/en/international-clients) : accès depuis l’Eurostar, Roissy et Orly, TVA des sociétés étrangères, paiement, heure de Paris.',
    },
    confidentialite: {
      type: 'nested',
      of: EnglishPrivacyWords,
      required: false,
      description:
        'La politique de confidentialité anglaise (/en/privacy), texte pour texte celle de content/site.yaml ; sans elle, les pages anglaises mènent à la française.',
    },
    exemple: exampleField,
  },
} as const satisfies DocumentSchema;

export const ENGLISH_SCHEMAS = [
  englishSiteSchema,
  englishVenueSchema,
  englishPrestationSchema,
  englishProductSchema,
  englishFormulaSchema,
  englishPageSchema,
];
