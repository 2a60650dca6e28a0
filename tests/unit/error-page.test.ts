import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import ErrorPage from '@/app/(fr)/error';
import GlobalError from '@/app/global-error';

it('the error page speaks French and offers a retry and a way back home', () => {
  const html = renderToStaticMarkup(createElement(ErrorPage, { error: new Error('boom'), retry: () => undefined }));
  expect(html).toContain('<h1');
  expect(html).toContain('Une erreur est survenue');
  expect(html).toContain('>Réessayer</button>');
  expect(html).toContain('<a href="/" class="underline">Retour à l’accueil</a>');
  expect(html).not.toContain('boom');
});

it('the page that replaces a failed layout says the same, in a French document of its own, with a way back home', () => {
  const html = renderToStaticMarkup(createElement(GlobalError, { error: new Error('boom'), retry: () => undefined }));
  expect(html).toMatch(/^<html lang="fr"/);
  expect(html).toContain('<title>Une erreur est survenue</title>');
  expect(html).toContain('>Réessayer</button>');
  expect(html).toContain('<a href="/" class="underline">Retour à l’accueil</a>');
  expect(html).not.toContain('boom');
});
