// The components a copywriter may write in an MDX body, with their attributes.
// components/mdx/ renders them; the content check refuses any other component, any
// missing required attribute and any value that names nothing, so a typo is reported
// with its file and line, not at render.

/**
 * What an attribute's value must name. `lieu`: a venue code; `prestation`: a prestation's
 * file name; `public`: a key of MDX_AUDIENCES; `formule`: a formula id (`vaugirard-ag-3h`);
 * `categorie`: a category code. Attributes not listed here are free text.
 */
export type MdxValueKind = 'lieu' | 'prestation' | 'public' | 'formule' | 'categorie';

export type MdxComponentSpec = {
  /** What the component is for, in French (shown in docs/redaction.md). */
  description: string;
  required: readonly string[];
  optional: readonly string[];
  values?: Readonly<Record<string, MdxValueKind>>;
  /** Text between the tags is required (the answer of a question). */
  withText?: true;
  /** Only directly in the text, not inside another component (a question joins the page's FAQ). */
  topLevel?: true;
  /** Wraps text written between its tags (the editor offers it as a wrapper, not a block). */
  wraps?: true;
};

/** `public="particuliers"` or `public="pros"`, as copywriters say it, for the audiences of the code. */
export const MDX_AUDIENCES = { particuliers: 'particuliers', pros: 'pro' } as const;
export type MdxAudience = keyof typeof MDX_AUDIENCES;

export const MDX_COMPONENTS = {
  Encadre: {
    description: 'Un encadré qui met en valeur un paragraphe (conseil, information pratique).',
    required: ['titre'],
    optional: [],
    wraps: true,
  },
  Bouton: {
    description: 'Un lien présenté comme un bouton, vers une page du site (par exemple /devis ou /calcul).',
    required: ['href'],
    optional: [],
    wraps: true,
  },
  Photo: {
    description: 'Une photo du dossier public/images, avec son texte alternatif et une légende facultative.',
    required: ['src', 'alt'],
    optional: ['legende'],
  },
  Reglement: {
    description:
      'Le règlement d’un lieu (musique, décorations, traiteur, alcool, installation et rangement, déchets), repris de ses infos pratiques (`infos_pratiques.regles`) : il n’est écrit qu’une fois. `lieu` : vaugirard ou montparnasse.',
    required: ['lieu'],
    optional: [],
    values: { lieu: 'lieu' },
  },
  Avis: {
    description:
      'Les avis clients d’une prestation (ceux de ses catégories, du plus récent au plus ancien), éventuellement d’un seul lieu. `prestation` : le nom du fichier de la prestation, sans .mdx ; `titre` remplace « Avis de nos clients ».',
    required: ['prestation'],
    optional: ['lieu', 'titre'],
    values: { prestation: 'prestation', lieu: 'lieu' },
  },
  NotesPartenaires: {
    description:
      'Les notes du lieu sur les plateformes partenaires, celles d’un public (`site.yaml`, `notes_particuliers` ou `notes_pro`). `public` : particuliers ou pros.',
    required: ['public'],
    optional: ['titre'],
    values: { public: 'public' },
  },
  Formules: {
    description:
      'La liste des formules d’un lieu, une ligne par formule avec sa capacité et son prix calculés par le moteur de tarifs, liée à sa page. `public` (particuliers ou pros) n’en garde qu’un public.',
    required: ['lieu'],
    optional: ['public'],
    values: { lieu: 'lieu', public: 'public' },
  },
  Formule: {
    description:
      'La fiche d’une formule (prix, capacité, horaires, conditions, inclus, liens vers le calcul et le devis), comme sur les pages produit. `id` : le lieu et le nom du fichier, par exemple vaugirard-ag-3h.',
    required: ['id'],
    optional: [],
    values: { id: 'formule' },
  },
  Galerie: {
    description:
      'Les photos d’une catégorie (`galerie` de `content/categories/<categorie>.yaml`), chacune agrandie d’un clic ; `lieu` n’en garde que celles d’un lieu, `titre` remplace « Photos ».',
    required: ['categorie'],
    optional: ['lieu', 'titre'],
    values: { categorie: 'categorie', lieu: 'lieu' },
  },
  Acces: {
    description:
      'L’accès à un lieu (adresse, métro, tramway, bus, gare, aéroport, parking), repris de `acces` du lieu et de son adresse dans `site.yaml`.',
    required: ['lieu'],
    optional: [],
    values: { lieu: 'lieu' },
  },
  Question: {
    description:
      'Une question fréquente et sa réponse (le texte entre les balises). Elle rejoint les questions de l’en-tête (`faq`) dans la partie « Questions fréquentes » de la page et dans ses données pour les moteurs de recherche ; directement dans le texte, pas dans un autre composant.',
    required: ['titre'],
    optional: [],
    withText: true,
    topLevel: true,
    wraps: true,
  },
} as const satisfies Record<string, MdxComponentSpec>;

export type MdxComponentName = keyof typeof MDX_COMPONENTS;

/**
 * What each template shows by itself, and the component that would show it a second time:
 * the content check refuses that component when it names the page's own venue, category,
 * audience or formula (`same`), and docs/redaction.md lists these blocks per template.
 * `same` maps an attribute to what the page is: its venue, category, audience, file name or formulas.
 */
export type TemplateBlock = {
  component: MdxComponentName;
  shows: string;
  same: Readonly<Record<string, 'lieu' | 'categorie' | 'public' | 'prestation' | 'formule'>>;
};

export const TEMPLATE_BLOCKS = {
  Product: {
    template: 'page produit',
    blocks: [
      { component: 'Formule', shows: 'les fiches de ses formules', same: { id: 'formule' } },
      { component: 'Galerie', shows: 'En images : les photos de sa catégorie dans son lieu', same: { categorie: 'categorie' } },
      { component: 'NotesPartenaires', shows: 'Nos notes chez nos partenaires', same: { public: 'public' } },
      { component: 'Acces', shows: 'l’accès au lieu, sous le titre « acces.title » du lieu', same: { lieu: 'lieu' } },
    ],
  },
  Venue: {
    template: 'page de lieu',
    blocks: [
      { component: 'Acces', shows: 'Infos pratiques : l’accès au lieu', same: { lieu: 'lieu' } },
      { component: 'Reglement', shows: 'Infos pratiques : le règlement du lieu', same: { lieu: 'lieu' } },
    ],
  },
  Prestation: {
    template: 'page de prestation',
    blocks: [
      { component: 'Avis', shows: 'Avis de nos clients : ceux de ses catégories', same: { prestation: 'prestation' } },
      { component: 'NotesPartenaires', shows: 'Nos notes chez nos partenaires', same: { public: 'public' } },
    ],
  },
} as const satisfies Record<string, { template: string; blocks: readonly TemplateBlock[] }>;
