// The data of a review (`npm run revue`): what each side shows a visitor, then what changed.

/** Where a figure is read: a page, and the part of it (its booking box, a card, a list…). */
export type Place = { path: string; where: string };

/** A figure a visitor reads, computed by the pricing engine or read from the content. */
export type Figure = {
  key: string;
  label: string;
  value: string;
  shownOn: Place[];
  /** The keys of the figures this one is computed from (a page's « à partir de » from its formulas' prices). */
  causes?: string[];
};

/** A page; `draft` when production does not show it (`draft: true` on it, or on the French page it translates). */
export type Page = { path: string; type: string; title: string; source?: string; draft?: boolean };

/** One side's visitor model, computed by scripts/revue/model.ts in that side's folder. */
export type VisitorModel = {
  brand: string;
  pages: Page[];
  figures: Figure[];
  /** The old addresses content/site.yaml redirects (field « redirections »). */
  redirects: { from: string; to: string }[];
  /** Path → hash of its bytes, for content/, public/images/, app/, components/, lib/, next.config.ts and proxy.ts. */
  files: Record<string, string>;
  /** Content file → hash of its meaning once read (scripts/revue/model.ts, `meanings`); `content/site.yaml#key` for each top-level key. */
  meanings: Record<string, string>;
  /** Each page's source files (lib/view/sitemap.ts, routeSources), `content/site.yaml#key` for the keys it reads; absent in an older side. */
  sources?: Record<string, string[]> | undefined;
  /** robots.txt as production serves it, one rule a line (`disallow * /locations`, `sitemap https://…`); absent in an older side. */
  robots?: string[] | undefined;
  /** The sitemap's addresses as production serves them, as paths; absent in an older side. */
  sitemap?: string[] | undefined;
  /** The figures as the preview shows them (drafts counted), where they differ from production's (`figures`). */
  previewFigures?: Figure[] | undefined;
};

/** The landmark a text is read in ('' outside them: a consent banner). */
export type Region = 'header' | 'nav' | 'main' | 'aside' | 'footer' | '';

/** The visible text of a page, section by section under their headings, a new section where the region changes. */
export type Section = { heading: string; region: Region; sentences: string[] };

/**
 * What a visitor or a search engine reads outside the page's body text, by field: `title`, a
 * `<meta>`'s name (`description`, `og:title`, `twitter:description`…), `alt:<photo>` for an
 * image's alt text, `ld:<path>` for a JSON-LD value.
 */
export type MetaText = { field: string; text: string };

export type PageView = { sections: Section[]; photos: string[]; meta: MetaText[] };

/** A public answer outside routes() (a 404 page, the acceptance page with a made-up token): its status, security headers and view. */
export type Answer = { status: string; headers: Record<string, string>; view?: PageView | undefined };

/** The content check of one side, each line as the check words it. */
export type CheckView = {
  problems: string[];
  warnings: string[];
  /** The launch check's items; undefined when it could not run (content with problems: lib/content-check/launch.ts). */
  launch: string[] | undefined;
};
