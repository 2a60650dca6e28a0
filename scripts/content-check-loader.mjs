// Node resolve hook for `npm run content:check`: see lib/content-check/define-types.ts.
const LIGHT = new URL('../lib/content-check/define-types.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  return next(specifier === 'contentlayer2/source-files' ? LIGHT : specifier, context);
}
