// What the content model needs from contentlayer2/source-files to be read: its two
// definition helpers, which only wrap the definition thunk. Loading the real package
// costs seconds (it brings the whole build pipeline), so the check's CLI and tests
// resolve the import here (scripts/content-check-loader.mjs, vi.mock in the tests).
export const defineDocumentType = <T>(def: T) => ({ type: 'document' as const, def });
export const defineNestedType = <T>(def: T) => ({ type: 'nested' as const, def });
