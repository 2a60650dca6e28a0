import { showExamples } from '@/lib/examples';

/**
 * « Exemple » next to invented content, in development and previews only: reviewers see
 * what the provider must still supply (lib/examples/index.ts). A production build shows no badge.
 */
export function ExampleBadge({ example, className = '' }: { example: boolean; className?: string }) {
  if (!showExamples || !example) return null;
  return (
    <strong className={`inline-block rounded bg-accent-600 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white ${className}`}>
      Exemple
    </strong>
  );
}
