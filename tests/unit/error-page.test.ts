import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import ErrorPage from '@/app/error';

it('the error page speaks French and offers a retry and a way back home', () => {
  const html = renderToStaticMarkup(createElement(ErrorPage, { error: new Error('boom'), retry: () => undefined }));
  expect(html).toContain('<h1');
  expect(html).toContain('Une erreur est survenue');
  expect(html).toContain('>Réessayer</button>');
  expect(html).toContain('<a href="/" class="underline">Retour à l’accueil</a>');
  expect(html).not.toContain('boom');
});
