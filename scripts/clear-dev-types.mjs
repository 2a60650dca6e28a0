// Before `next build`: the route types that `next dev` wrote (.next/dev/types) name the editor's
// routes (/keystatic exists in development only, next.config.ts), and Next's build type check
// then fails on them (« Type '"/keystatic"' is not assignable to type '"/"' ») after any
// `npm run dev`. They are removed here; `next dev` writes them again when it starts.
import { rmSync } from 'node:fs';

rmSync(new URL('../.next/dev/types', import.meta.url), { recursive: true, force: true });
