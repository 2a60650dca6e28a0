/** How many example items remain before launch (the launch check lists them); the layout passes 0 in production. */
export function ExampleBanner({ count }: { count: number }) {
  if (count === 0) return null;
  // One string: React would otherwise put comment nodes between the count and its words in the HTML.
  const text = `${count} contenu${count > 1 ? 's' : ''} d'exemple (avis, notes, photos, mentions légales, textes…) ${count > 1 ? 'restent' : 'reste'} à remplacer avant la mise en ligne :`;
  return (
    <p role="note" className="border-b-2 border-dashed border-accent-600 bg-brand-50 px-4 py-2 text-center text-sm text-ink">
      {/* A real space after the badge: read aloud or copied, « Exemple 290 », not « Exemple290 ». */}
      <strong className="mr-1 rounded bg-accent-600 px-2 py-0.5 font-bold uppercase tracking-wide text-white">Exemple</strong> {text}{' '}
      <code>npm run content:check -- --mise-en-ligne</code> les liste.
    </p>
  );
}
