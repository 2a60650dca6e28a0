// The production build that `npm test` makes generates every route of SPEC §2 at build time.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/project-copy';
import { LEGAL_ROUTES, SPEC_ROUTES } from '../spec-routes';

// /calcul renders its total from the URL (?offre=…&personnes=…), and /devis preselects the
// formula from it and gives each form its own token: both are rendered per request.
const DYNAMIC = ['/calcul', '/devis'];

describe('the production build', () => {
  it('prerendered every route but the two rendered per request as a static page', () => {
    const manifestPath = join(ROOT, '.next/prerender-manifest.json');
    expect(existsSync(manifestPath), 'lancer `npm run build` avant ce test').toBe(true);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { routes: Record<string, unknown> };
    const prerendered = Object.keys(manifest.routes);
    for (const route of [...SPEC_ROUTES, ...LEGAL_ROUTES].filter((r) => !DYNAMIC.includes(r))) expect(prerendered).toContain(route);
    for (const route of DYNAMIC) expect(prerendered).not.toContain(route);
  });
});
