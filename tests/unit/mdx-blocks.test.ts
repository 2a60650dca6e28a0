// The site's blocks in an MDX body (#16 point 4): the page hands each its data through the
// component map (lib/view/blocks.ts), questions written in the text join the page's FAQ with the
// same text as FAQPage, and example reviews and ratings stay out of a production page.
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { mdxBody } from '@/components/mdx/MDXContent';
import { mdxData } from '@/lib/view/blocks';
import { getPrestation, getVenue } from '@/lib/content';

const NBSP = '\u00a0';
const body = (code: string) => {
  const { content, questions } = mdxBody(code, mdxData());
  return { html: renderToStaticMarkup(content), questions };
};

describe('MDX blocks', () => {
  it('a <Question> leaves the text and joins the FAQ, typeset, its links kept', () => {
    const { html, questions } = body(getPrestation('salles-pour-anniversaire-enfant-paris')!.body.code);
    expect(html).not.toContain('Les parents peuvent-ils rester');
    expect(questions.map((q) => q.question)).toEqual([
      'Les parents peuvent-ils rester pendant la fête ?',
      'Où trouver le règlement de la salle ?',
    ]);
    expect(questions[1]!.reponse).toBe(
      `Dans nos conditions de location, qui reprennent le règlement de chaque salle${NBSP}: musique, décorations, traiteur, installation et rangement. Il figure aussi dans les infos pratiques de Vaugirard et de Montparnasse.`,
    );
    const answer = renderToStaticMarkup(createElement(Fragment, null, questions[1]!.contenu));
    expect(answer).toContain('<a href="/conditions-de-location">conditions de location</a>');
    expect(answer).toContain(`chaque salle${NBSP}: musique`);
  });

  it('<Galerie> shows the category’s photos of every venue, each with its text alternative', () => {
    const { html } = body(getPrestation('salles-pour-anniversaire-enfant-paris')!.body.code);
    expect(html).toContain('Des anniversaires dans nos salles</h2>');
    const photos = [...html.matchAll(/<img alt="([^"]+)"[^>]*sizes="33vw"/g)].map((m) => m[1]);
    expect(photos).toHaveLength(7);
    expect(photos).toContain('Jeu de ronde au centre de la salle de Vaugirard, tables du goûter regroupées sur le côté');
    expect(photos).toContain('Salle de Montparnasse décorée d’une arche de ballons pour une fête d’enfants');
  });

  it('<Formule> and <Acces> show the engine’s price and the venue’s address', () => {
    const { html } = body(getPrestation('location-salles-de-reunion-paris')!.body.code);
    expect(html).toMatch(/<h3 id="formule-vaugirard-journee-etude"[^>]*>[^<]+<\/h3><p[^>]*data-chiffre="prix-formule">[^<]*€\sHT/);
    expect(html).toContain('href="/devis?offre=vaugirard-journee-etude"');
    expect(html).toContain('<h2 id="acces-vaugirard" class="section-title">Venir à la salle de Vaugirard</h2>');
    expect(html).toContain('<h2 id="acces-montparnasse"');
  });

  it('<Formules> lists the venue’s formulas with their engine prices; example reviews and ratings stay out of production', () => {
    const { html } = body(getVenue('vaugirard').body.code);
    expect(html.match(/data-chiffre="prix-formule"/g)?.length).toBeGreaterThan(10);
    expect(html).toMatch(/€\sTTC/);
    expect(html).toMatch(/€\sHT/);
    // Every review and rating of these blocks is an example today (NODE_ENV is not development here).
    expect(html).not.toContain('Les parents racontent');
    expect(html).not.toContain('Ce que nos clients disent de nous ailleurs');
  });
});

describe('MDX blocks in a preview', () => {
  it('<Avis> and <NotesPartenaires> show the example reviews and ratings, each marked « Exemple »', async () => {
    vi.stubEnv('SITE_ENV', 'preview');
    vi.resetModules();
    try {
      const { mdxBody: previewBody } = await import('@/components/mdx/MDXContent');
      const blocks = await import('@/lib/view/blocks');
      const content = await import('@/lib/content');
      const html = renderToStaticMarkup(previewBody(content.getVenue('vaugirard').body.code, blocks.mdxData()).content);
      const reviews = html.slice(html.indexOf('Les parents racontent'), html.indexOf('Ce que nos clients disent de nous ailleurs'));
      expect(reviews).toContain('Un anniversaire réussi sans stress');
      expect(reviews).toContain('Avis Google');
      const ratings = html.slice(html.indexOf('Ce que nos clients disent de nous ailleurs'));
      expect(ratings).toMatch(/Google<\/span><span[^>]*>4,7/);
      expect(html.match(/>Exemple</g)?.length).toBeGreaterThan(3);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
