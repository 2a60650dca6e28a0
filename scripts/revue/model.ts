// `tsx --conditions=react-server scripts/revue/model.ts`, in one side's folder once its content
// is built (`contentlayer2 build`): prints that side's visitor model as JSON. scripts/revue/cli.ts
// copies these files into a base that lacks them, so each side is computed with its own code.
import { register } from 'node:module';

// tsx maps tsconfig's `contentlayer/generated` to the generated folder but does not open its
// index.mjs as Next and Vitest do: point the name at that file (as scripts/devis.ts does).
const generated = new URL('../../.contentlayer/generated/index.mjs', import.meta.url).href;
const hook = `export const resolve = (name, context, next) => next(name === 'contentlayer/generated' ? ${JSON.stringify(generated)} : name, context);`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

const { visitorModel } = await import('./visitor-model');
process.stdout.write(JSON.stringify(visitorModel()), () => process.exit(0));
