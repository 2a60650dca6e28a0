// The content check's panel beside the browser editor (app/(fr)/keystatic/ContentCheckPanel.admin.tsx):
// what a copywriter reads after a save in local mode, and in GitHub mode where the check is.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckResult, ContentCheckPanel } from '../../app/(fr)/keystatic/ContentCheckPanel.admin';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const PRODUCT = 'content/produits/vaugirard/salle-de-reunion-paris-15.mdx';

describe('the content check beside the editor', () => {
  it('shows a warning with its place after a save with no problem (a link to a draft)', () => {
    const html = renderToStaticMarkup(
      createElement(CheckResult, {
        verification: {
          version: 2,
          problems: [],
          warnings: [{ file: PRODUCT, line: 12, field: 'texte', message: 'le lien « /prestations/traiteur » mène à un brouillon.' }],
          summaries: ['Contenu vérifié : 80 fichiers, aucun problème.', '1 avertissement : à vérifier par la rédaction.'],
        },
      }),
    );
    expect(html).toContain('role="status"');
    // Warnings alone stay folded under their summary: the panel leaves the form visible.
    expect(html).toMatch(/<details>/);
    expect(text(html)).toBe(
      'Contenu vérifié : 80 fichiers, aucun problème. 1 avertissement : à vérifier par la rédaction. ' +
        `Avertissement : ${PRODUCT}, ligne 12, champ « texte » : le lien « /prestations/traiteur » mène à un brouillon.`,
    );
  });

  it('shows problems first, as an alert, then warnings', () => {
    const html = renderToStaticMarkup(
      createElement(CheckResult, {
        verification: {
          version: 3,
          problems: [{ file: PRODUCT, line: 3, field: 'subtitle', message: 'le texte annonce « jusqu’à 60 personnes ».' }],
          warnings: [{ file: PRODUCT, message: 'un avertissement.' }],
          summaries: ["1 problème dans 1 fichier : rien n'est publié.", '1 avertissement.'],
        },
      }),
    );
    expect(html).toContain('role="alert"');
    // A problem stops the publication: its list is open.
    expect(html).toMatch(/<details open="">/);
    expect(text(html)).toMatch(
      new RegExp(
        `publié\\. 1 avertissement\\. ${PRODUCT}, ligne 3, champ « subtitle » : .* Avertissement : ${PRODUCT} : un avertissement\\.$`,
      ),
    );
  });

  it('in GitHub mode, says that the pull request’s check decides, instead of checking the deployed files', () => {
    expect(text(renderToStaticMarkup(createElement(ContentCheckPanel, { github: true })))).toMatch(
      /c’est la vérification de la demande de fusion qui décide/,
    );
  });
});
