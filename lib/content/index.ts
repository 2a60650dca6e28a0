// The one place that reads the generated content, one module per concern. Pages and
// lib/ call these accessors; components receive what they show as props.
export * from './types';
export * from './site';
export * from './urls';
export { isPublishedHref } from './drafts';
export * from './venues';
export * from './products';
export * from './reviews';
export * from './pages';
export * from './images';
export * from './navigation';
export * from './english';
