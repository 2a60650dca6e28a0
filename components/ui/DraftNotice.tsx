/** Tells reviewers a page is a draft: such a page is only built in previews and development. */
export function DraftNotice({ draft }: { draft?: boolean }) {
  if (!draft) return null;
  return (
    <p role="note" className="mb-6 rounded-lg border-2 border-dashed border-accent-600 bg-brand-50 px-4 py-3 text-sm text-ink">
      <strong className="mr-2 rounded bg-accent-600 px-2 py-0.5 font-bold uppercase tracking-wide text-white">Brouillon</strong>
      Cette page n&apos;est pas publiée : elle n&apos;apparaît que dans les préversions et en développement, ni sur le site en ligne, ni
      dans ses menus, ses listes ou son plan de site.
    </p>
  );
}
