// The review's pure parts (scripts/revue): a built page's visible text by section, the sentences
// compared word by word, and the report's lines for what the fixtures on copies do not build:
// a page moved, a base that does not build, a head with content errors, names from a pull request.
import { describe, expect, it } from 'vitest';
import { nothingVisible, review, wordDiff, type Side } from '../../scripts/revue/diff';
import { pageView } from '../../scripts/revue/html';
import { reportLines } from '../../scripts/revue/report';
import type { VisitorModel } from '../../scripts/revue/types';

describe('le texte visible d’une page construite', () => {
  it('range les phrases sous leur titre, sans ce qui est caché, et lit l’adresse propre des photos', () => {
    const html = `<!DOCTYPE html><html><head><title>Titre</title><style>p{}</style></head><body>
      <header><a href="/">Accueil</a></header>
      <section aria-labelledby="c"><h2 id="c">Vos choix sur les cookies</h2><p>Votre choix est conservé.</p></section>
      <main><h1>Salle de réunion <!-- -->à Paris 15</h1>
      <p>Une salle calme. Elle est <a href="/x">lumineuse</a> et neutre !</p>
      <div hidden><p>Jamais lu.</p></div><script>var x = "<p>non</p>";</script>
      <img src="/_next/image?url=%2Fimages%2Fvaugirard%2Fsalle.jpg&amp;w=640&amp;q=75" alt="Salle">
      <h2>Tarifs</h2><ul><li>400&nbsp;€ HT</li></ul></main></body></html>`;
    expect(pageView(html)).toEqual({
      sections: [
        { heading: '', region: 'header', sentences: ['Accueil'] },
        { heading: 'Vos choix sur les cookies', region: '', sentences: ['Votre choix est conservé.'] },
        { heading: 'Salle de réunion à Paris 15', region: 'main', sentences: ['Une salle calme.', 'Elle est lumineuse et neutre !'] },
        { heading: 'Tarifs', region: 'main', sentences: ['400 € HT'] },
      ],
      photos: ['/images/vaugirard/salle.jpg'],
      meta: [
        { field: 'title', text: 'Titre' },
        { field: 'alt:/images/vaugirard/salle.jpg', text: 'Salle' },
      ],
    });
  });

  it('lit les attributs un à un : « hidden » ou « src » dans la valeur d’un autre attribut ne cache ni n’ajoute rien', () => {
    const html = `<body><header><div class="ml-auto hidden lg:flex" data-src="/x.jpg"><a href="/calcul">Calcul de tarif</a></div>
      <div hidden=""><p>Jamais lu.</p></div><img data-src="/y.jpg" src='/images/z.jpg' alt="Z"></header></body>`;
    expect(pageView(html)).toEqual({
      sections: [{ heading: '', region: 'header', sentences: ['Calcul de tarif'] }],
      photos: ['/images/z.jpg'],
      meta: [{ field: 'alt:/images/z.jpg', text: 'Z' }],
    });
  });

  it('compare deux phrases mot à mot, en Markdown dont les mots sont échappés', () => {
    expect(wordDiff('Un cadre calme et neutre.', 'Un cadre calme et *sobre*.')).toBe('Un cadre calme et ~~neutre.~~ **\\*sobre\\*.**');
  });
});

const model = (pages: VisitorModel['pages'], extra: Partial<VisitorModel> = {}): VisitorModel => ({
  brand: 'salles-rive-gauche',
  pages,
  figures: [],
  redirects: [],
  files: Object.fromEntries(pages.map((page) => [page.source!, `h-${page.title}`])),
  meanings: {},
  ...extra,
});
const clean = { problems: [], warnings: [], launch: [] };
const page = (path: string, title: string, source: string) => ({ path, type: 'produit', title, source });
const OLD = page(
  '/locations/salles-rive-gauche-vaugirard/salle-mariage',
  'Salle pour mariage',
  'content/produits/vaugirard/salle-mariage.mdx',
);
const MOVED = page(
  '/locations/salles-rive-gauche-montparnasse/salle-mariage',
  'Salle pour mariage',
  'content/produits/montparnasse/salle-mariage.mdx',
);

describe('les lignes du rapport', () => {
  it('une tête dont les pages ne sont pas lues (pas construite) ne retire aucune photo', () => {
    const views = new Map([[OLD.path, { sections: [], photos: ['/images/vaugirard/salle.jpg'], meta: [] }]]);
    const base: Side = { model: model([OLD]), views, check: clean };
    const head: Side = { model: model([OLD]), check: clean };
    expect(review(base, head).photos).toEqual({ added: [], replaced: [], removed: [] });
  });

  it('une page passée d’un lieu à l’autre (fichier renommé) est un déplacement, avec la redirection à ajouter', () => {
    const base: Side = { model: model([OLD]), check: clean };
    const head: Side = { model: model([MOVED], { files: { [MOVED.source]: 'h-Salle pour mariage' } }), check: clean };
    const lines = reportLines(review(base, head));
    expect(lines.slice(1, 4)).toEqual([
      '',
      '### ⛔ Fusion bloquée (1) : la vérification « revue » échoue',
      `- ${OLD.path} déplacée vers ${MOVED.path} sans redirection : absente de la production, ses liens mèneront à une page introuvable.`,
    ]);
    const pages = lines.indexOf('### Pages');
    expect(lines.slice(pages, pages + 4)).toEqual([
      '### Pages',
      '',
      '**Déplacées**',
      `- \`${OLD.path}\` → \`${MOVED.path}\` (« Salle pour mariage ») : sans redirection (problème). Redirection suggérée dans \`content/site.yaml\` : \`{ de: ${OLD.path}, vers: ${MOVED.path} }\`.`,
    ]);
  });

  it('une base qui ne se construit pas : bloque, dit pourquoi, puis les fichiers et la vérification de la tête', () => {
    const base: Side = { buildError: 'Module not found: ./Absent', modelError: 'contentlayer : 1 document invalide', check: clean };
    const head: Side = {
      model: model([OLD]),
      check: { ...clean, warnings: ['content/formules/vaugirard/ag-3h.yaml : créneau trop long'] },
    };
    expect(reportLines(review(base, head, { files: ['content/formules/vaugirard/ag-3h.yaml'] }))).toEqual([
      '## Ce que cette pull request change pour les visiteurs',
      '',
      '### ⛔ Fusion bloquée (3) : la vérification « revue » échoue',
      '- La vérification du contenu a un nouvel élément (avertissement, problème ou élément à fournir avant la mise en ligne) : voir « Vérification du contenu ».',
      '- La base ne se construit pas : Module not found: ./Absent',
      '- Contenu de la base illisible : contentlayer : 1 document invalide',
      '',
      '### Vérification du contenu',
      '- Nouvel avertissement : content/formules/vaugirard/ag-3h.yaml : créneau trop long',
      '',
      '<details><summary>Fichiers modifiés (1)</summary>',
      '',
      '- `content/formules/vaugirard/ag-3h.yaml`',
      '',
      '</details>',
    ]);
  });

  it('une tête avec des problèmes du contenu : ils viennent en premier ; un nom venu de la demande reste du texte', () => {
    const problem = "content/produits/vaugirard/`salle` *mariage*.mdx, champ « formules » : la formule « <img> » n'existe pas.";
    const head: Side = { modelError: 'contentlayer : 1 document invalide', check: { ...clean, problems: [problem] } };
    const lines = reportLines(
      review({ model: model([OLD]), check: clean }, head, { files: ['content/produits/vaugirard/`salle` *mariage*.mdx'] }),
    );
    const problems = lines.indexOf('### Problèmes du contenu (1) : la publication est bloquée');
    expect(lines.slice(problems + 1, problems + 3)).toEqual([
      "- content/produits/vaugirard/\\`salle\\` \\*mariage\\*.mdx, champ « formules » : la formule « \\<img\\> » n'existe pas.",
      '',
    ]);
    expect(lines).toContain("- `content/produits/vaugirard/'salle' *mariage*.mdx`");
  });

  it('une photo provisoire remplacée par une vraie : un élément de mise en ligne fourni, et la photo remplacée avec ses pages', () => {
    const photo = '/images/vaugirard/salle.jpg';
    const view = (photos: string[]) => new Map([[OLD.path, { sections: [], photos, meta: [] }]]);
    const placeholder = `public${photo} : photo provisoire : à remplacer par une vraie photo sous le même nom de fichier (puis relire son texte alternatif).`;
    const base: Side = {
      model: model([OLD], { files: { [`public${photo}`]: 'provisoire', 'public/images/vaugirard/ancienne.jpg': 'a' } }),
      views: view([photo, '/images/vaugirard/ancienne.jpg']),
      check: { ...clean, launch: [placeholder] },
    };
    const head: Side = {
      model: model([OLD], { files: { [`public${photo}`]: 'vraie', 'public/images/vaugirard/nouvelle.jpg': 'n' } }),
      views: view([photo, '/images/vaugirard/nouvelle.jpg']),
      check: clean,
    };
    const lines = reportLines(review(base, head));
    expect(lines).toContain(`- Avant la mise en ligne, élément fourni : ${placeholder}`);
    const photos = lines.indexOf('### Photos');
    expect(lines.slice(photos + 1, photos + 4)).toEqual([
      `- Ajoutée : \`/images/vaugirard/nouvelle.jpg\`, sur \`${OLD.path}\``,
      `- Remplacée : \`${photo}\`, sur \`${OLD.path}\``,
      `- Retirée : \`/images/vaugirard/ancienne.jpg\`, sur \`${OLD.path}\``,
    ]);
  });

  it('un changement du code : une page rendue à la demande, absente de la construction, est nommée et « rien de visible » n’est pas dit', () => {
    const form = page('/devis', 'Demande de devis', 'app/(fr)/devis/page.tsx');
    const views = new Map([
      [
        OLD.path,
        {
          sections: [{ heading: 'Salle pour mariage', region: 'main' as const, sentences: ['Jusqu’à 60 personnes.'] }],
          photos: [],
          meta: [],
        },
      ],
    ]);
    const r = review(
      { model: model([OLD, form]), views, check: clean },
      { model: model([OLD, form]), views, check: clean },
      { files: ['components/quote/QuoteForm.tsx'] },
    );
    expect(r.notes).toEqual([
      'Le code du site change et cette page, rendue à la demande, n’est pas lue dans une construction : /devis (à ouvrir sur la préversion).',
    ]);
    expect(nothingVisible(r)).toBe(false);
  });

  it('un changement sur toutes les pages (un pied de page) : les pages comptées par type, la phrase dite une fois', () => {
    const pages = Array.from({ length: 25 }, (_, i) =>
      page(`/locations/salles-rive-gauche-vaugirard/page-${i}`, `Page ${i}`, `content/produits/vaugirard/page-${i}.mdx`),
    );
    const views = (footer: string) =>
      new Map(
        pages.map((p) => [
          p.path,
          { sections: [{ heading: 'Nous joindre', region: 'footer' as const, sentences: [footer] }], photos: [], meta: [] },
        ]),
      );
    const lines = reportLines(
      review(
        { model: model(pages), views: views('Du lundi au vendredi.'), check: clean },
        { model: model(pages), views: views('Du lundi au samedi.'), check: clean },
        { files: ['components/layout/Footer.tsx'] },
      ),
    );
    expect(lines.slice(lines.indexOf('### Pages') + 1, lines.indexOf('### Pages') + 4)).toEqual([
      '',
      '**Modifiées (25)**',
      '- 25 pages produit',
    ]);
    expect(lines.slice(lines.indexOf('### Textes') + 1, lines.indexOf('### Textes') + 4)).toEqual([
      '',
      '**Sur 25 pages** (25 pages produit)',
      '- Section « Nous joindre » : « Du lundi au ~~vendredi.~~ **samedi.** »',
    ]);
  });
});

describe('un texte déplacé dans une page', () => {
  /** The report's « Textes » lines for one page read from two pieces of HTML, and whether it says « Rien de visible ». */
  const texts = (before: string, after: string) => {
    const side = (html: string): Side => ({ model: model([OLD]), views: new Map([[OLD.path, pageView(html)]]), check: clean });
    const r = review(side(before), side(after), { files: ['components/layout/Header.tsx'] });
    return {
      nothing: nothingVisible(r),
      lines: reportLines(r).filter((line) =>
        /^- (Section|Haut de page|En-tête|Navigation|Contenu principal|Encadré|Pied de page) /.test(line),
      ),
    };
  };
  const page = (header: string, main: string) =>
    `<body><header><a href="/">SRG Salles Rive Gauche</a>${header}</header><main><h1>Salle pour mariage</h1>${main}</main>
      <footer><p>Du lundi au vendredi.</p></footer></body>`;
  const MAIN = '<p>Une salle calme.</p><p>Un jardin.</p><p>Jusqu’à 60 personnes.</p>';

  it('une enveloppe ajoutée autour des boutons inchangés : rien de visible', () => {
    const before = page(' <a href="/calcul">Calcul de tarif</a> <a href="/devis">Demande de devis</a>', MAIN);
    const after = page('<div class="ml-auto flex"><a href="/calcul">Calcul de tarif</a> <a href="/devis">Demande de devis</a></div>', MAIN);
    expect(pageView(before).sections[0]!.sentences).toEqual(['SRG Salles Rive Gauche Calcul de tarif Demande de devis']);
    expect(pageView(after).sections[0]!.sentences).toEqual(['SRG Salles Rive Gauche', 'Calcul de tarif Demande de devis']);
    expect(texts(before, after)).toEqual({ nothing: true, lines: [] });
  });

  it('un paragraphe passé de la fin du contenu à son début : déplacé, ni ajouté ni retiré', () => {
    const moved = '<p>Jusqu’à 60 personnes.</p><p>Une salle calme.</p><p>Un jardin.</p>';
    expect(texts(page('', MAIN), page('', moved)).lines).toEqual([
      '- Section « Salle pour mariage » : déplacé plus haut : « Jusqu’à 60 personnes. »',
    ]);
  });

  it('un paragraphe passé du contenu au pied de page : déplacé de l’un vers l’autre', () => {
    const after = page('', '<p>Un jardin.</p><p>Jusqu’à 60 personnes.</p>').replace('<footer>', '<footer><p>Une salle calme.</p>');
    expect(texts(page('', MAIN), after).lines).toEqual([
      '- Section « Salle pour mariage » : déplacé du contenu principal vers le pied de page : « Une salle calme. »',
    ]);
  });

  it('les boutons déplacés dans une enveloppe à côté d’un sélecteur de langue ajouté : seul le sélecteur est ajouté', () => {
    const before = page(
      '<nav><ul><li><a href="/locations">Locations</a></li></ul></nav><a href="/calcul">Calcul de tarif</a> <a href="/devis">Demande de devis</a>',
      MAIN,
    );
    const after = page(
      `<nav><ul><li><a href="/locations">Locations</a></li></ul></nav><div class="ml-auto flex"><a href="/en" hreflang="en">EN English</a>
        <div class="hidden lg:flex"><a href="/calcul">Calcul de tarif</a> <a href="/devis">Demande de devis</a></div></div>`,
      MAIN,
    );
    expect(texts(before, after)).toEqual({ nothing: false, lines: ['- En-tête : ajouté : « EN English »'] });
  });

  it('une phrase réellement ajoutée à côté d’un paragraphe déplacé : l’ajout, et le déplacement sans ajout ni retrait', () => {
    const after = '<p>Jusqu’à 60 personnes.</p><p>Une salle calme.</p><p>Un jardin.</p><p>Parking à 200 m.</p>';
    expect(texts(page('', MAIN), page('', after)).lines).toEqual([
      '- Section « Salle pour mariage » : déplacé plus haut : « Jusqu’à 60 personnes. »',
      '- Section « Salle pour mariage » : ajouté : « Parking à 200 m. »',
    ]);
  });

  it('une phrase modifiée reste comparée mot à mot, même si tous ses anciens mots restent', () => {
    const after = '<p>Une salle très calme.</p><p>Un jardin.</p><p>Jusqu’à 60 personnes.</p>';
    expect(texts(page('', MAIN), page('', after)).lines).toEqual(['- Section « Salle pour mariage » : « Une salle **très** calme. »']);
  });
});
