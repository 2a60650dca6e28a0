// Every route of SPEC §2, restated from the specification, is generated at build time.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/content';
import { LEGAL_ROUTES, SPEC_ROUTES } from '../spec-routes';

describe('SPEC §2 routes', () => {
  it('the content yields exactly the routes of the specification, and the legal pages', () => {
    expect([...allRoutes()].sort()).toEqual([...SPEC_ROUTES, ...LEGAL_ROUTES].sort());
    expect(SPEC_ROUTES).toHaveLength(5 + 2 + 10 + 10 + 9);
  });

  // /calcul renders its total from the URL (?offre=…&personnes=…), and /devis preselects the
  // formula from it and gives each form its own token: both are rendered per request.
  const DYNAMIC = ['/calcul', '/devis'];

  it('the production build prerendered every other route as a static page', () => {
    const manifestPath = '.next/prerender-manifest.json';
    expect(existsSync(manifestPath), 'lancer `npm run build` avant ce test').toBe(true);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { routes: Record<string, unknown> };
    const prerendered = Object.keys(manifest.routes);
    for (const route of [...SPEC_ROUTES, ...LEGAL_ROUTES].filter((r) => !DYNAMIC.includes(r))) expect(prerendered).toContain(route);
    for (const route of DYNAMIC) expect(prerendered).not.toContain(route);
  });
});
