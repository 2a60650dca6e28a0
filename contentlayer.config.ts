import { makeSource } from 'contentlayer2/source-files';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { checkContent } from './lib/content-check';
import { messages } from './lib/content-check/messages';
import { DOCUMENT_TYPES } from './lib/content-model/document-types';
import { contentDir, projectDir } from './lib/env';
import { rehypeTypography } from './lib/english/typography';

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
  return problems.length ? messages.summary(problems.length, new Set(problems.map((p) => p.file)).size) : '';
}

export default makeSource(() => {
  run.contentCheckRefusal ??= check();
  // The French list is printed above; the build stops on its French summary. Not process.exit():
  // contentlayer2's esbuild service outlived it holding the caller's output open, so a build run
  // by another program (the content tests) never ended.
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
    mdx: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug, rehypeTypography] },
  };
});
