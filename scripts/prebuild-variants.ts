// Builds ahead the copies of the project that the integration tests build (tests/support/drafts.ts,
// tests/support/revue.ts),
// so that `npm test` can make them while the browser tests leave a core idle (scripts/test.sh runs
// this in the background at the lowest priority). The tests reuse these builds: same files, same
// environment, same folder (tests/support/variants.ts); a failed build here is built again, and
// reported, by the test that needs it.
import { DRAFT_VARIANTS } from '../tests/support/drafts';
import { CHANGES_VARIANT } from '../tests/support/revue';
import { buildVariant } from '../tests/support/variants';

for (const variant of [...Object.values(DRAFT_VARIANTS), CHANGES_VARIANT]) {
  const started = Date.now();
  try {
    await buildVariant(variant);
    console.log(`Variante « ${variant.name} » construite d'avance en ${Math.round((Date.now() - started) / 1000)} s.`);
  } catch (error) {
    console.log(
      `Variante « ${variant.name} » non construite d'avance (le test la construira) : ${(error as Error).message.split('\n')[0]}`,
    );
  }
}
