// Site values in copywriters' sentences (docs/redaction.md, « Valeurs du site dans le texte »):
// the sentence comes from content, each value from its one source.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { WithValues } from '@/components/ui/WithValues';
import { fillIn } from '@/lib/content-model/placeholders';

const values = {
  raison_sociale: 'Salles Rive Gauche',
  email: createElement('a', { href: 'mailto:contact@exemple.fr' }, 'contact@exemple.fr'),
  telephone: '01 99 00 48 15',
};

const render = (text: string) => renderToStaticMarkup(createElement(WithValues<keyof typeof values>, { text, values }));

it('shows the sentence with each value in place of its name in braces, links included', () => {
  expect(render('{raison_sociale}, joignable à {email} ou au {telephone}.')).toBe(
    'Salles Rive Gauche, joignable à <a href="mailto:contact@exemple.fr">contact@exemple.fr</a> ou au 01 99 00 48 15.',
  );
  expect(render('Écrivez-nous à {email} : nous répondons sous un mois.')).toBe(
    // Typeset as every text of the site: a no-break space before the colon.
    'Écrivez-nous à <a href="mailto:contact@exemple.fr">contact@exemple.fr</a>\u00a0: nous répondons sous un mois.',
  );
});

it('refuses to show a name in braces that the page does not fill, rather than print it', () => {
  expect(() => render('Joignable à {courriel}.')).toThrow('Valeur « {courriel} » inconnue');
});

it('writes the values as plain text where only text fits, such as a page description', () => {
  expect(fillIn('Éditeur et hébergeur du site {marque}.', { marque: 'Salles Rive Gauche' })).toBe(
    'Éditeur et hébergeur du site Salles Rive Gauche.',
  );
  expect(() => fillIn('Le site {marques}.', { marque: 'Salles Rive Gauche' })).toThrow('Valeur « {marques} » inconnue');
});
