// Every route of SPEC §2, restated from the specification, comes out of the route table
// (tests/integration/static-pages.test.ts: the build prerenders them), and the pages'
// static params build exactly the table's pages made from content.
import { describe, expect, it } from 'vitest';
import { allRoutes, prestationParams, productParams, routes, venueParams } from '@/lib/view/routes';
import { ENGLISH_ROUTES, LEGAL_ROUTES, PAGE_TYPE_EXAMPLES, SPEC_ROUTES } from '../spec-routes';

describe('SPEC §2 routes', () => {
  it('the content yields exactly the routes of the specification, the legal pages and the English pages', () => {
    expect([...allRoutes()].sort()).toEqual([...SPEC_ROUTES, ...LEGAL_ROUTES, ...ENGLISH_ROUTES].sort());
    expect(SPEC_ROUTES).toHaveLength(5 + 2 + 10 + 10 + 9);
  });

  it('the dynamic pages generate exactly the venue, prestation and product routes of the table', () => {
    const generated = [
      ...venueParams().map((p) => `/locations/${p.venue}`),
      ...prestationParams().map((p) => `/prestations/${p.slug}`),
      ...productParams().map((p) => `/locations/${p.venue}/${p.product}`),
    ];
    expect(generated).toEqual(
      routes()
        .filter((r) => ['lieu', 'prestation', 'produit'].includes(r.type))
        .map((r) => r.path),
    );
  });

  it('the tests visit at least one page of every type, each an existing route of that type', () => {
    const typeOf = new Map(routes().map((route) => [route.path, route.type]));
    expect(new Set(Object.keys(PAGE_TYPE_EXAMPLES))).toEqual(new Set(typeOf.values()));
    for (const [type, examples] of Object.entries(PAGE_TYPE_EXAMPLES)) {
      expect(examples.length, type).toBeGreaterThan(0);
      for (const path of examples) expect(typeOf.get(path), path).toBe(type);
    }
  });
});
