import { makeSource } from 'contentlayer2/source-files';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { checkContent } from './lib/content-check';
import { rehypeFrenchTypography } from './lib/format';
import { DOCUMENT_TYPES } from './lib/content-model';
import { contentDir, projectDir } from './lib/env';

// The content check validates every file against the same schemas, with every content rule,
// before anything is generated: one set of rules and messages for the build and for
// `npm run content:check`. It runs when the configuration is loaded: at each
// `contentlayer2 build`, and at the start of `contentlayer2 dev` (whose later rebuilds rely on
// contentlayer2's own checks of types and required fields; `npm run dev` checks again at each
// change).
//
// contentlayer2 imports this file afresh each time it reads it (twice per build): the outcome
// is kept on the process, so that the check runs and prints once.
const run = globalThis as { contentCheckRefusal?: string };

function check() {
  const { problems, lines } = checkContent({ rootDir: projectDir() });
  if (problems.length) console.error(lines.join('\n'));
  return problems.length ? lines.at(-1)! : '';
}

export default makeSource(() => {
  run.contentCheckRefusal ??= check();
  if (run.contentCheckRefusal) throw new Error(run.contentCheckRefusal);
  return {
    contentDirPath: contentDir(),
    documentTypes: DOCUMENT_TYPES,
    // Nested reviews and event cards have a `type` field of their own (SPEC §3).
    fieldOptions: { typeFieldName: '_type' },
    // A file with bad frontmatter must stop the build, never vanish from the site.
    onMissingOrIncompatibleData: 'fail',
    onUnknownDocuments: 'fail',
    onExtraFieldData: 'fail',
    disableImportAliasWarning: true,
    mdx: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug, rehypeFrenchTypography] },
  };
});
