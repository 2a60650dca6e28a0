import { makeSource } from 'contentlayer2/source-files';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import { Category } from './lib/content-model/category';
import { Formula } from './lib/content-model/formula';
import { Prestation } from './lib/content-model/prestation';
import { Product } from './lib/content-model/product';
import { ReviewSet } from './lib/content-model/review-set';
import { Site } from './lib/content-model/site';
import { Venue } from './lib/content-model/venue';

export default makeSource({
  contentDirPath: process.env.CONTENT_DIR ?? 'content',
  documentTypes: [Site, Venue, Prestation, Product, Formula, ReviewSet, Category],
  // Nested reviews and event cards have a `type` field of their own (SPEC §3).
  fieldOptions: { typeFieldName: '_type' },
  // A file with bad frontmatter must stop the build, never vanish from the site.
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  disableImportAliasWarning: true,
  mdx: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] },
});
