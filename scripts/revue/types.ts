// The data of a review (`npm run revue`): what each side shows a visitor, then what changed.

/** Where a figure is read: a page, and the part of it (its booking box, a card, a list…). */
export type Place = { path: string; where: string };

/** A figure a visitor reads, computed by the pricing engine or read from the content. */
export type Figure = { key: string; label: string; value: string; shownOn: Place[] };

export type Page = { path: string; type: string; title: string; source?: string };

/** One side's visitor model, computed by scripts/revue/model.ts in that side's folder. */
export type VisitorModel = {
  brand: string;
  pages: Page[];
  figures: Figure[];
  /** The old addresses content/site.yaml redirects (field « redirections »). */
  redirects: { from: string; to: string }[];
  /** Path → hash of its bytes, for content/, public/images/, app/, components/, lib/, next.config.ts and proxy.ts. */
  files: Record<string, string>;
  /** Content file → hash of its meaning once read (scripts/revue/model.ts, `meanings`). */
  meanings: Record<string, string>;
};

/** The landmark a text is read in ('' outside them: a consent banner). */
export type Region = 'header' | 'nav' | 'main' | 'aside' | 'footer' | '';

/** The visible text of a page, section by section under their headings, a new section where the region changes. */
export type Section = { heading: string; region: Region; sentences: string[] };

export type PageView = { sections: Section[]; photos: string[] };

/** The content check of one side, each line as the check words it. */
export type CheckView = { problems: string[]; warnings: string[]; launch: string[] };
