// Every route of SPEC §2, restated from the specification, comes out of the content
// (tests/integration/static-pages.test.ts: the build prerenders them).
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/content';
import { LEGAL_ROUTES, SPEC_ROUTES } from '../spec-routes';

describe('SPEC §2 routes', () => {
  it('the content yields exactly the routes of the specification, and the legal pages', () => {
    expect([...allRoutes()].sort()).toEqual([...SPEC_ROUTES, ...LEGAL_ROUTES].sort());
    expect(SPEC_ROUTES).toHaveLength(5 + 2 + 10 + 10 + 9);
  });
});
