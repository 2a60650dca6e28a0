// The rental terms' shape: the cancellation scale of content/site.yaml in its order, and the terms
// page (French, and English when written) with each section a devis relies on and each figure the
// devis prints, as content/site.yaml fixes it. The devis repeats these figures (lib/devis/mentions.ts):
// a page that drifts from them would make the PDF and the terms say two things.
import type { Nodes } from 'mdast';
import { group, type Catalogue } from './documents';
import { messages } from './messages';
import type { SourceFile } from './source';

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The text of an MDX body, every kind of space one space: what a reader reads, without the markup. */
function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join(node.type === 'root' || node.type === 'list' ? ' ' : '');
  return ' ';
}

const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/[’]/g, "'");

type Figures = { refund: number; fee: number; partial: number; share: number; full: number; deposit: number; balance: number; pro: number };

/** What each page must say, in its language: its sections, then its figures and the law it names. */
const REQUIRED = {
  fr: (f: Figures) => [
    'Conclusion du contrat en ligne',
    'Acompte',
    'Dépôt de garantie',
    'Annulation',
    'Droit de rétractation',
    'Loi applicable et tribunaux',
    'Médiation de la consommation',
    `Plus de ${f.refund} jours avant l'événement : l'acompte vous est remboursé, moins ${f.fee} €`,
    `Entre ${f.refund} et ${f.partial} jours avant : l'acompte reste acquis`,
    `Entre ${f.partial} et ${f.full} jours avant : ${f.share} % du prix total est dû`,
    `Moins de ${f.full} jours avant : le prix total est dû`,
    `dépôt de garantie de ${f.deposit} €`,
    `au plus tard ${f.balance} jours avant l'événement`,
    `à ${f.pro} jours au plus`,
    "une indemnité d'un montant égal",
    'les sommes dues sont réduites',
    'L214-2',
    'L441-10',
    'L221-28 12°',
    'L221-25',
    'formulaire de rétractation',
    'le français prévaut',
  ],
  en: (f: Figures) => [
    'Forming the contract online',
    'Advance payment (acompte)',
    'Security deposit',
    'Cancellation',
    'Right of withdrawal',
    'Governing law and courts',
    'Consumer mediation',
    `More than ${f.refund} days before the event: the advance payment is refunded to you, less €${f.fee}`,
    `Between ${f.refund} and ${f.partial} days before: the advance payment is kept`,
    `Between ${f.partial} and ${f.full} days before: ${f.share}% of the total price is due`,
    `Less than ${f.full} days before: the total price is due`,
    `security deposit of €${f.deposit}`,
    `no later than ${f.balance} days before the event`,
    `within ${f.pro} days at most`,
    'compensation of an equal amount',
    'the sums due are reduced',
    'L214-2',
    'L441-10',
    'L221-28 12°',
    'L221-25',
    'withdrawal form',
    'the French text prevails',
  ],
} as const;

function checkPage(cat: Catalogue, page: SourceFile | undefined, language: 'fr' | 'en', figures: Figures) {
  if (!page?.body) return;
  const text = flat(plainText(page.body));
  for (const expected of REQUIRED[language](figures))
    if (!text.includes(flat(expected))) cat.report(page, [], messages.rentalTermsMissing(expected));
}

/** The figures as content/site.yaml writes them, or undefined while one is missing (the schema reports it). */
function figuresOf(devis: Record<string, unknown>): Figures | undefined {
  const scale = group(devis.annulation);
  const figures = {
    refund: num(scale.remboursement_jours),
    fee: num(scale.frais_euros),
    partial: num(scale.partiel_jours),
    share: num(scale.part_pourcent),
    full: num(scale.total_jours),
    deposit: num(devis.depot_garantie_euros),
    balance: num(devis.solde_jours),
    pro: num(devis.paiement_pro_jours),
  };
  return Object.values(figures).every((value) => value !== undefined) ? (figures as Figures) : undefined;
}

export function checkRentalTerms(cat: Catalogue) {
  const [site] = cat.of('Site');
  const figures = site && figuresOf(group(site.data?.devis));
  if (!site || !figures) return;
  if (!(figures.refund > figures.partial && figures.partial > figures.full)) {
    cat.report(site, ['devis', 'annulation', 'partiel_jours'], messages.cancellationOrder(figures.refund, figures.partial, figures.full));
    return;
  }
  checkPage(
    cat,
    cat.of('Page').find((page) => page.rel === 'pages/conditions-de-location.mdx'),
    'fr',
    figures,
  );
  checkPage(
    cat,
    cat.of('EnglishPage').find((page) => page.data?.traduction_de === 'conditions-de-location'),
    'en',
    figures,
  );
}
