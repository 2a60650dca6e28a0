// Every message of the content check, in French, in one place: docs/redaction.md lists
// them for copywriters. Each says what was found and what was expected.

import type { NumberLimits } from '../content-model/schema';

const quote = (value: unknown) =>
  typeof value === 'string'
    ? `« ${value} »`
    : Array.isArray(value)
      ? `une liste`
      : typeof value === 'object' && value !== null
        ? 'un groupe de champs'
        : `« ${String(value)} »`;
const list = (values: readonly (string | number)[]) => values.join(', ');

export const messages = {
  // Files and syntax
  unknownFile: (folders: readonly string[]) => `ce fichier n'est dans aucun dossier de contenu connu (attendu : ${list(folders)}).`,
  yamlSyntax: (reason: string) => `le YAML est mal écrit : ${reason} Vérifiez l'indentation, les deux-points et les guillemets.`,
  mdxSyntax: (reason: string) => `le texte MDX est mal écrit : ${reason}`,
  noFrontmatter: () => `le fichier doit commencer par un frontmatter entre deux lignes « --- ».`,
  badFolder: (allowed: readonly string[]) => `le fichier doit être rangé dans un dossier de lieu (attendu : ${list(allowed)}).`,
  badSlug: (name: string) =>
    `le nom de fichier « ${name} » ne peut pas servir d'adresse de page (attendu : minuscules sans accents, chiffres et tirets, par exemple salle-de-reunion-paris-15).`,
  badFileName: (name: string, allowed: readonly string[]) => `le nom de fichier « ${name} » n'est pas permis (attendu : ${list(allowed)}).`,

  // Shape and types
  missingField: (expected: string) => `ce champ obligatoire est absent (attendu : ${expected}).`,
  emptyField: (expected: string) => `ce champ obligatoire est vide (attendu : ${expected}).`,
  unknownField: (suggestion: string | undefined, allowed: readonly string[]) =>
    suggestion
      ? `ce champ n'existe pas (vouliez-vous dire « ${suggestion} » ?).`
      : `ce champ n'existe pas (champs permis : ${list(allowed)}).`,
  notNumber: (value: unknown) => `${quote(value)} n'est pas un nombre.`,
  notInteger: (value: unknown) => `${quote(value)} n'est pas un nombre entier.`,
  notText: (value: unknown) =>
    `${quote(value)} n'est pas un texte (attendu : un texte, entre guillemets s'il ne contient que des chiffres).`,
  unknownPlaceholder: (name: string, allowed: readonly string[]) =>
    `« {${name}} » n'est pas une valeur que le site sait insérer dans ce texte (attendu : ${list(allowed.map((value) => `{${value}}`))}).`,
  noPlaceholder: (name: string) =>
    `« {${name}} » : ce texte n'insère aucune valeur du site (attendu : la valeur écrite en toutes lettres, sans accolades).`,
  notBoolean: (value: unknown) => `${quote(value)} n'est pas une valeur permise (attendu : true ou false).`,
  notList: (value: unknown) => `${quote(value)} n'est pas une liste (attendu : une liste, par exemple [a, b] ou des lignes « - »).`,
  notGroup: (value: unknown, fields: readonly string[]) => `${quote(value)} n'est pas un groupe de champs (attendu : ${list(fields)}).`,
  notAllowed: (value: unknown, allowed: readonly string[]) => `${quote(value)} n'est pas une valeur permise (attendu : ${list(allowed)}).`,
  emptyList: (what: string) => `la liste est vide (attendu : au moins ${what}).`,
  derivedPrice: () =>
    `une carte ne porte plus de prix : les prix vivent dans content/formules/, et la carte affiche le prix « à partir de » calculé à partir des formules de la page produit qu'elle nomme dans « href » (attendu : supprimer ce champ).`,
  derivedCapacity: () =>
    `une carte ne porte plus de capacité : les capacités vivent dans content/formules/, et la carte affiche celle des formules de la page produit qu'elle nomme dans « href » (attendu : supprimer ce champ).`,
  derivedPhoto: () =>
    `une carte ne porte plus de photo : elle reprend la photo et le texte alternatif (imageSrc, imageAlt) de la page produit qu'elle nomme dans « href » (attendu : supprimer ce champ, et changer la photo dans content/produits/).`,
  eventNotProduct: (href: string, folder: string) =>
    `la carte mène à « ${href} », qui n'est pas une page produit du lieu (attendu : l'adresse d'une page de ${folder}, dont la carte reprend le prix, la capacité et la photo).`,

  // Figures
  notPositive: (value: number, above: number) => `${value} n'est pas un montant positif (attendu : un nombre supérieur à ${above}).`,
  notPositiveInteger: (value: number, min: number) => `${value} n'est pas un nombre entier positif (attendu : ${min} ou plus).`,
  negative: (value: number, min: number) => `${value} est négatif (attendu : ${min} ou plus).`,
  outOfRange: (value: number, min: number, max: number) => `${value} est hors des limites (attendu : entre ${min} et ${max}).`,
  aboveField: (value: number, other: string, otherValue: number) =>
    `${value} dépasse « ${other} » (${otherValue}) (attendu : au plus ${otherValue}).`,
  notBelowField: (value: number, other: string, otherValue: number) =>
    `${value} n'est pas inférieur à « ${other} » (${otherValue}) (attendu : moins de ${otherValue}).`,
  notAboveField: (value: number, other: string, otherValue: number) =>
    `${value} n'est pas supérieur à « ${other} » (${otherValue}) (attendu : plus de ${otherValue}).`,
  belowField: (value: number, other: string, otherValue: number) =>
    `${value} est inférieur à « ${other} » (${otherValue}) (attendu : au moins ${otherValue}).`,
  aboveVenue: (value: number, venueFile: string, capacity: number) =>
    `${value} personnes dépassent la capacité du lieu (${capacity}, dans ${venueFile}) (attendu : au plus ${capacity}).`,
  flatBelowMinimum: (price: number, minimum: number) =>
    `le prix affiché ${price} est inférieur au minimum facturé « prix_min » (${minimum}) : ce prix ne serait jamais appliqué (attendu : au moins ${minimum}).`,
  minimumUnreachable: (fullPrice: number, capacity: number, minimum: number) =>
    `même à pleine capacité (${capacity} personnes), la location coûte ${fullPrice}, moins que le minimum facturé « prix_min » (${minimum}) : le prix affiché ne serait jamais appliqué.`,
  unknownAttributeValue: (component: string, attribute: string, value: string, allowed: readonly string[]) =>
    `<${component}> : ${attribute}="${value}" ne correspond à rien (attendu : ${list(allowed)}).`,
  duplicateQuestion: (question: string, first: number) =>
    `la question « ${question} » est déjà posée plus haut (question ${first}) (attendu : une seule fois par page ; fusionnez les réponses).`,
  badClockTime: (value: unknown) => `${quote(value)} n'est pas une heure lisible (attendu : HH:MM entre guillemets, par exemple "23:00").`,
  badSchedule: (value: unknown) => `${quote(value)} n'est pas un horaire lisible (attendu : début-fin, par exemple 9h-12h30 ou 19h-2h).`,
  rangeWithoutHours: () => `une plage horaire sert à placer « duree_heures » heures au choix (attendu : « duree_heures » renseigné).`,
  privateWithoutSlot: () => `une offre particuliers doit indiquer jour et/ou soir (attendu : [jour], [soir] ou [jour, soir]).`,

  // Dates
  badDate: (value: unknown) => `${quote(value)} n'est pas une date valide (attendu : jj/mm/aaaa, par exemple 14/03/2025).`,
  futureDate: (value: string, today: string) => `${quote(value)} est dans le futur (attendu : une date passée, au plus tard le ${today}).`,

  // Uniqueness and references
  duplicate: (value: unknown, otherPlace: string) => `${quote(value)} est déjà utilisé (${otherPlace}) (attendu : une valeur unique).`,
  unknownFormula: (stem: string, folder: string, existing: readonly string[]) =>
    `la formule « ${stem} » n'existe pas dans ${folder} (formules existantes : ${list(existing)}).`,
  formulaOtherAudience: (stem: string, audience: string, expected: string) =>
    `la formule « ${stem} » s'adresse au public « ${audience} » (attendu : « ${expected} », comme la page).`,
  unknownVenue: (code: string, file: string) => `le lieu « ${code} » n'a pas de fichier ${file}.`,
  unknownCategory: (code: string, file: string) => `la catégorie « ${code} » n'a pas de fichier ${file}.`,
  unknownRoom: (code: string, venueFile: string, rooms: readonly string[]) =>
    `la salle « ${code} » n'est pas une salle du lieu (${venueFile}) (attendu : ${rooms.length ? list(rooms) : 'aucune salle déclarée'}).`,
  categoryWithoutProduct: (code: string) =>
    `aucune page produit publiée n'a la catégorie « ${code} » (attendu : au moins une page dans content/produits/ avec « categorie: ${code} »).`,
  venueWithoutAddress: (code: string) =>
    `le lieu « ${code} » n'a pas d'adresse dans content/site.yaml (attendu : une entrée dans « lieux »).`,
  reviewFileName: (stem: string, venue: string) =>
    `le fichier « ${stem} » ne commence pas par le lieu « ${venue} » (attendu : ${venue}-….yaml).`,
  audienceMismatch: (value: string, file: string, expected: string) =>
    `« ${value} » ne correspond pas au public de ${file} (attendu : « ${expected} »).`,

  // Example content, sources and the legal notice
  badExampleMark: (value: unknown, fields: readonly string[]) =>
    `${quote(value)} n'est pas une marque d'exemple permise (attendu : true, ou une liste de champs parmi ${list(fields)}).`,
  badExampleField: (value: unknown, fields: readonly string[]) =>
    `${quote(value)} n'est pas un champ de ce groupe (attendu : un champ parmi ${list(fields)}).`,
  unsourcedReview: (platform: string) =>
    `l'avis n'a pas de source (attendu : « url », l'adresse de l'avis original sur ${platform}, ou « exemple: true » s'il est inventé).`,
  unsourcedRating: () =>
    `la note n'a pas de source (attendu : « url », l'adresse de la page du lieu sur la plateforme, ou « exemple: true » si elle est inventée).`,
  badUrl: (value: string) => `${quote(value)} n'est pas une adresse web valide (attendu : une adresse complète qui commence par https://).`,
  urlNotOnPlatform: (url: string, platform: string, domains: readonly string[]) =>
    `l'adresse ${quote(url)} n'est pas sur ${platform} (attendu : une adresse sur ${list(domains)}, d'après content/site.yaml).`,
  rentalTermsMissing: (expected: string) =>
    `les conditions de location ne disent pas ${quote(expected)} (attendu : chaque section et chaque chiffre que le devis imprime, tels que content/site.yaml les fixe dans « devis »).`,
  cancellationOrder: (refund: number, partial: number, full: number) =>
    `le barème d'annulation n'est pas dans l'ordre : ${refund}, ${partial} puis ${full} jours (attendu : remboursement_jours plus grand que partiel_jours, lui-même plus grand que total_jours).`,
  sirenFormat: (value: string) => `${quote(value)} n'est pas un numéro SIREN (attendu : 9 chiffres, par exemple "732 829 320").`,
  sirenKey: (value: string) =>
    `${quote(value)} n'est pas un numéro SIREN valide : sa clé de contrôle est fausse (attendu : les 9 chiffres de l'extrait Kbis, sans faute de frappe).`,
  vatFormat: (value: string) =>
    `${quote(value)} n'est pas un numéro de TVA français (attendu : FR, une clé de 2 chiffres et le SIREN, par exemple FR44732829320).`,
  vatMismatch: (value: string, expected: string) => `${quote(value)} ne correspond pas au SIREN (attendu : ${expected}).`,
  siretFormat: (value: string) =>
    `${quote(value)} n'est pas un numéro SIRET (attendu : 14 chiffres, le SIREN suivi des 5 chiffres de l'établissement, par exemple "732 829 320 00074").`,
  siretKey: (value: string) =>
    `${quote(value)} n'est pas un numéro SIRET valide : sa clé de contrôle est fausse (attendu : le numéro de l'extrait Kbis, sans faute de frappe).`,
  siretMismatch: (value: string, siren: string) => `${quote(value)} ne commence pas par le SIREN (attendu : ${siren} suivi de 5 chiffres).`,
  ibanFormat: (value: string) =>
    `${quote(value)} n'est pas un IBAN (attendu : 2 lettres de pays, 2 chiffres de clé puis le numéro de compte, par exemple FR76 3000 6000 0112 3456 7890 189).`,
  ibanKey: (value: string) =>
    `${quote(value)} n'est pas un IBAN valide : sa clé de contrôle est fausse (attendu : l'IBAN du relevé d'identité bancaire, sans faute de frappe).`,
  bicFormat: (value: string) => `${quote(value)} n'est pas un BIC (attendu : 8 ou 11 lettres et chiffres, par exemple AGRIFRPP).`,
  postalCode: (value: string) =>
    `${quote(value)} n'est pas un code postal français (attendu : 5 chiffres entre guillemets, par exemple "75015").`,

  // Links, images, components, prose
  redirectSource: (from: string) =>
    `l'ancienne adresse « ${from} » n'est pas une adresse du site (attendu : une adresse qui commence par /, sans domaine ni « ? » ni « # », par exemple /locations/salles-rive-gauche-vaugirard/ancienne-page).`,
  redirectHidesPage: (from: string) =>
    `l'ancienne adresse « ${from} » est celle d'une page qui existe : la redirection la rendrait inaccessible (à retirer, ou supprimer d'abord la page).`,
  redirectChain: (to: string) =>
    `« ${to} » est elle-même une ancienne adresse redirigée (attendu : l'adresse finale de la page, pour une seule redirection).`,
  noContentDir: (dir: string) => `Dossier de contenu introuvable : ${dir} (attendu : le dossier content/ du projet, ou CONTENT_DIR).`,
  brokenLink: (href: string) =>
    `le lien « ${href} » ne mène à aucune page du site (attendu : une adresse existante qui commence par /, par exemple /devis ou /prestations/…).`,
  linkToUnknownFormula: (href: string, id: string) =>
    `le lien « ${href} » nomme la formule « ${id} », qui n'existe pas (attendu : <lieu>-<nom du fichier>, par exemple vaugirard-ag-3h).`,
  unknownAnchor: (href: string, anchor: string, known: readonly string[]) =>
    `le lien « ${href} » vise l'ancre « #${anchor} », absente de la page (ancres existantes : ${known.length ? list(known) : 'aucune'}).`,
  missingImage: (src: string) =>
    `l'image « ${src} » n'existe pas dans public/ (attendu : un fichier sous public${src.startsWith('/') ? src.slice(0, src.lastIndexOf('/') + 1) : '/images/'}).`,
  notAnImage: (src: string) => `le fichier « ${src} » n'est pas une photo (attendu : une image JPEG, PNG, WebP ou AVIF).`,
  imageTooLarge: (src: string, size: number, max: number) =>
    `la photo « ${src} » pèse ${(size / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo (attendu : au plus ${max / 1024 / 1024} Mo ; réduisez-la, par exemple à 2000 pixels de large).`,
  missingAlt: (src: string) => `l'image « ${src} » n'a pas de texte alternatif (attendu : une phrase qui décrit la photo).`,
  unknownComponent: (name: string, allowed: readonly string[]) =>
    `le composant <${name}> n'existe pas (composants permis : ${list(allowed)}).`,
  missingAttribute: (component: string, attribute: string) =>
    `il manque l'attribut obligatoire « ${attribute} » au composant <${component}> (par exemple ${attribute}="…").`,
  unknownAttribute: (component: string, attribute: string, allowed: readonly string[]) =>
    `le composant <${component}> n'a pas d'attribut « ${attribute} » (attributs permis : ${list(allowed)}).`,
  attributeNotText: (component: string, attribute: string) =>
    `l'attribut « ${attribute} » du composant <${component}> doit être un texte entre guillemets (attendu : ${attribute}="…").`,
  missingText: (component: string, attribute: string) =>
    `le composant <${component}> est vide (attendu : sa réponse entre <${component} ${attribute}="…"> et </${component}>).`,
  notTopLevel: (component: string, parent: string) =>
    `le composant <${component}> est placé dans <${parent}> (attendu : directement dans le texte, hors de tout autre composant).`,
  codeInText: () => `le texte contient du code (import, export ou accolades) : seuls le texte et les composants permis sont acceptés.`,
  missingProse: () => `le texte de la page est vide (attendu : au moins un paragraphe sous le frontmatter).`,

  // Figures in prose, against their one source (lib/content-check/prose.ts)
  proseWhere: { product: 'les formules de la page', venue: 'les formules du lieu', prestation: 'les formules de la prestation' },
  proseStart: (stated: string, where: string, cheapest: string) =>
    `le texte annonce « ${stated} », mais parmi ${where}, la moins chère commence à ${cheapest} (attendu : ce prix, ou pas de prix dans le texte : la carte et la page affichent déjà le prix calculé).`,
  proseCapacity: (stated: string, where: string, largest: number) =>
    `le texte annonce « ${stated} », mais ${where} en accueillent au plus ${largest} (attendu : une capacité des formules, du lieu ou de ses salles, ou pas de capacité dans le texte).`,
  proseHours: (stated: string, where: string, spans: readonly string[]) =>
    `le texte annonce « ${stated} », mais ${where} ont d'autres horaires (${list(spans)}) (attendu : des horaires des formules).`,
  htWithoutTtc: (stated: string, expected: string) =>
    `« ${stated} » est écrit sans son prix TTC : un professionnel doit lire les deux (attendu : « ${expected} »).`,
  aboveRoom: (value: number, room: string, venueFile: string, capacity: number) =>
    `${value} dépasse la capacité de la salle « ${room} » (${capacity} personnes, ${venueFile}) (attendu : au plus ${capacity}).`,
  alreadyInTemplate: (component: string, template: string, shown: string) =>
    `le composant <${component}> répète ce que le modèle de ${template} affiche déjà (« ${shown} ») : il apparaîtrait deux fois sur la page (attendu : supprimer le composant ; la liste de ce que chaque modèle affiche est dans docs/redaction.md).`,
  sameFormulaName: (name: string, other: string) =>
    `une autre formule du même lieu s'appelle déjà « ${name} » (${other}) : un visiteur ne peut pas les distinguer (attendu : un nom différent, par exemple avec le créneau ou le jour).`,
  venueInFormulaName: (stem: string, venue: string) =>
    `le nom de fichier « ${stem} » répète le lieu, déjà donné par le dossier : la formule aurait pour identifiant « ${venue}-${stem} » (attendu : « ${stem.slice(venue.length + 1)} »).`,
  formulaIdInProduct: (value: string, stem: string) =>
    `« ${value} » est l'identifiant complet de la formule ; dans une page produit, une formule se nomme par son nom de fichier (attendu : « ${stem} »).`,
  spacedNumber: (value: string, written: string) => `« ${value} » n'est pas un nombre : écrivez ${written}, sans espace.`,
  decimalComma: (value: string, written: string) =>
    `« ${value} » n'est pas un nombre : écrivez ${written}, avec un point pour les décimales.`,

  // English pages (lib/content-check/english.ts, prose.ts)
  englishUnknownFrench: (stem: string, folder: string, known: readonly string[], extension = '.mdx') =>
    `« ${stem} » ne nomme aucun fichier français de ${folder} (attendu : le nom d'un fichier de ce dossier, sans ${extension}${known.length ? `, parmi : ${list(known)}` : ''}).`,
  englishOtherVenue: (stem: string, venue: string, folder: string) =>
    `le fichier français « ${stem} » est dans le dossier du lieu ${venue} (attendu : ce fichier anglais dans ${folder}, le dossier de son lieu).`,
  englishNotProfessional: (file: string) =>
    `${file} est une page pour les particuliers, qui restent en français (attendu : une page professionnelle).`,
  englishFrenchOnly: (file: string) =>
    `${file} reste en français : les assemblées générales de copropriété et d'association ne concernent pas les visiteurs anglophones (attendu : une réunion, une formation ou une soirée d'entreprise).`,
  englishGalleryText: (category: string) =>
    `la photo n'a pas de texte alternatif anglais, alors que les pages anglaises montrent la galerie « ${category} » (attendu : « name_en », la même description en anglais).`,
  englishPairedList: (english: number, french: number, file: string) =>
    `la liste anglaise compte ${english} élément${english > 1 ? 's' : ''}, celle de ${file} ${french} (attendu : un élément anglais par élément français, dans le même ordre).`,
  englishReservedSlug: (name: string) =>
    `le nom de fichier « ${name} » est celui d'une adresse du site, /en/${name} (attendu : un autre nom, par exemple meeting-rooms-paris).`,
  englishFrenchAmount: (stated: string, expected: string) =>
    `« ${stated} » est écrit à la française : en anglais, le symbole de l'euro précède le montant (attendu : « ${expected} »).`,
  englishEurosInWords: (stated: string, expected: string) =>
    `« ${stated} » : en anglais, un prix s'écrit avec le symbole de l'euro (attendu : « ${expected} »).`,
  englishPound: (stated: string, expected: string) =>
    `« ${stated} » : les prix du site sont en euros, pas en livres (attendu : « ${expected} »).`,
  englishFrenchWords: (stated: string, expected: string) => `« ${stated} » est français (attendu : « ${expected} »).`,
  englishTwelveHour: (stated: string, expected: string) =>
    `« ${stated} » : les pages anglaises écrivent les heures sur 24 heures, comme les formules (attendu : « ${expected} »).`,

  // Summary
  summary: (problems: number, files: number) =>
    `${problems} problème${problems > 1 ? 's' : ''} dans ${files} fichier${files > 1 ? 's' : ''} : rien n'est publié.`,
  success: (files: number) => `Contenu vérifié : ${files} fichiers, aucun problème.`,
  warningPrefix: 'Avertissement',
} as const;

const persons = (n: number) => `${n} personne${n > 1 ? 's' : ''}`;

/** Figures that contradict each other: the build goes on, the copywriter decides which is right. */
export const warnings = {
  slotVsDuration: (slot: string, hours: number, duration: number) =>
    `le créneau « ${slot} » dure ${hours} heures, mais « duree_heures » annonce ${duration} heures (à vérifier : l'un des deux est faux).`,
  detailVsDuration: (stated: string, duration: number) =>
    `le texte annonce « ${stated} », mais « duree_heures » annonce ${duration} heures (à vérifier : l'un des deux est faux).`,
  minimumNeverApplies: (minimum: number, smallest: number, people: number, quantity?: number) =>
    `le minimum facturé de ${minimum} € ne s'applique jamais : la plus petite réservation possible (${persons(people)}${quantity ? `, quantité ${quantity}` : ''}) coûte déjà ${smallest} € (à vérifier : un minimum plus haut, ou pas de minimum).`,
  layoutTextVsFormulas: (text: string, counted: number, capacity: number) =>
    `la disposition annonce « ${text} », soit ${counted} personnes, mais les formules de ses catégories en accueillent au plus ${capacity} (à vérifier : le texte ou la capacité des formules).`,
  featureVsLayout: (stated: number, layout: string, capacity: number, index: number) =>
    `le texte annonce ${persons(stated)}, mais la disposition « ${layout} » (dispositions[${index}]) en accueille ${capacity} (à vérifier : l'un des deux est faux).`,
  featureVsFormulas: (stated: number, category: string, capacity: number) =>
    `le texte annonce ${persons(stated)}, mais les formules « ${category} » du lieu en accueillent au plus ${capacity} sans demande particulière (à vérifier : le texte ou la capacité des formules).`,
  perRoomVsRooms: (perRoom: number, rooms: { name: string; capacity: number }[]) =>
    `${perRoom} personnes par salle, mais ${rooms.map((r) => `la ${r.name.replace(/^Salle /, 'salle ')} en accueille ${r.capacity}`).join(' et ')} (à vérifier : la limite par salle ou la capacité des salles).`,
  capacityVsLayouts: (people: number, layout: string, capacity: number, venueFile: string, index: number) =>
    `la formule annonce jusqu'à ${persons(people)}, mais la plus grande disposition de ses salles pour ses événements, « ${layout} » (${venueFile}, dispositions[${index}]), en accueille ${capacity} (à confirmer par le prestataire : la capacité de la formule ou celle des dispositions).`,
  linkToDraft: (href: string) =>
    `le lien « ${href} » mène à un brouillon : en production le lien disparaît et la phrase se lit sans lui (à vérifier : publier la page, ou récrire la phrase).`,
  summary: (count: number) =>
    `${count} avertissement${count > 1 ? 's' : ''} : des chiffres se contredisent, la publication continue (à vérifier par la rédaction).`,
};

/** What a field expects, in words, for the messages above. */
export const expectations = {
  string: 'un texte',
  number: 'un nombre',
  integer: 'un nombre entier',
  boolean: 'true ou false',
  list: 'une liste',
  enum: (options: readonly string[]) => `une valeur parmi ${list(options)}`,
  group: (fields: readonly string[]) => `un groupe de champs (${list(fields)})`,
  date: 'une date jj/mm/aaaa',
  /** A number field's limits as the field reference shows them, ex. « entier, 1 ou plus ». */
  limits: ({ whole, min, above, max }: NumberLimits) => {
    const low =
      above !== undefined
        ? `plus de ${above}`
        : min !== undefined && max !== undefined
          ? `entre ${min} et ${max}`
          : min !== undefined
            ? `${min} ou plus`
            : undefined;
    const high = max !== undefined && (above !== undefined || min === undefined) ? `au plus ${max}` : undefined;
    return [whole ? 'entier' : undefined, low, high].filter(Boolean).join(', ');
  },
} as const;

/** The YAML parser's errors, by code, in French. */
export const yamlReasons: Record<string, string> = {
  DUPLICATE_KEY: 'le même champ apparaît deux fois.',
  BAD_INDENT: "l'indentation n'est pas cohérente.",
  BLOCK_AS_IMPLICIT_KEY: 'un champ est mal indenté ou il manque un deux-points.',
  MULTILINE_IMPLICIT_KEY: 'un nom de champ tient sur plusieurs lignes : il manque sans doute un deux-points.',
  MISSING_CHAR: 'un caractère fermant manque (guillemet, crochet ou accolade).',
  TAB_AS_INDENT: "une tabulation sert d'indentation : utilisez des espaces.",
  UNEXPECTED_TOKEN: 'un caractère est inattendu à cet endroit.',
  BAD_SCALAR_START: 'une valeur commence par un caractère réservé : mettez-la entre guillemets.',
};
export const yamlUnknownReason = "la structure n'est pas lisible.";

/** The MDX parser's errors (English) turned into French, for the most common mistakes. */
export function mdxReason(reason: string): string {
  const unclosed = /Expected a closing tag for `<([^>]*)>`/.exec(reason);
  if (unclosed)
    return `la balise <${unclosed[1]}> n'est jamais fermée (attendu : </${unclosed[1]}> plus loin, ou <${unclosed[1]} … /> si elle n'a pas de contenu).`;
  const stray = /Unexpected closing tag `<\/([^>]*)>`/.exec(reason);
  if (stray) return `la balise fermante </${stray[1]}> ne correspond pas à la dernière balise ouverte.`;
  const misplaced = /Expected the closing tag `<\/([^>]*)>`/.exec(reason);
  if (misplaced)
    return `la balise fermante </${misplaced[1]}> est mal placée (attendu : dans le même paragraphe que la balise ouvrante, ou sur une ligne à part).`;
  if (/end of file/i.test(reason)) return "le fichier se termine alors qu'une balise < > ou une accolade { } est encore ouverte.";
  if (/expression|acorn/i.test(reason))
    return "le texte entre accolades { } n'est pas valide (pour écrire une accolade, précédez-la d'une barre oblique inverse : \\{).";
  if (/Unexpected character/i.test(reason))
    return 'un caractère inattendu dans une balise < > (pour écrire « < » dans le texte, utilisez &lt;).';
  return `${reason}.`;
}
