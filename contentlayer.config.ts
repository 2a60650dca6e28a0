import { makeSource } from 'contentlayer2/source-files';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { DOCUMENT_TYPES } from './lib/content-model';

export default makeSource({
  contentDirPath: process.env.CONTENT_DIR ?? 'content',
  documentTypes: DOCUMENT_TYPES,
  // Nested reviews and event cards have a `type` field of their own (SPEC §3).
  fieldOptions: { typeFieldName: '_type' },
  // A file with bad frontmatter must stop the build, never vanish from the site.
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  disableImportAliasWarning: true,
  mdx: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] },
});
