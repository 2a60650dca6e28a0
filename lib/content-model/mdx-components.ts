// The components a copywriter may write in an MDX body, with their attributes.
// components/mdx/ renders them; the content check refuses any other component and any
// missing required attribute, so a typo is reported with its file and line, not at render.

export type MdxComponentSpec = {
  /** What the component is for, in French (shown in docs/redaction.md). */
  description: string;
  required: readonly string[];
  optional: readonly string[];
};

export const MDX_COMPONENTS = {
  Encadre: {
    description: 'Un encadré qui met en valeur un paragraphe (conseil, information pratique).',
    required: ['titre'],
    optional: [],
  },
  Bouton: {
    description: 'Un lien présenté comme un bouton, vers une page du site (par exemple /devis ou /calcul).',
    required: ['href'],
    optional: [],
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
  },
} as const satisfies Record<string, MdxComponentSpec>;

export type MdxComponentName = keyof typeof MDX_COMPONENTS;
