import { getMDXComponent } from 'next-contentlayer2/hooks';
import { Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { AccessInfo } from '@/components/content/AccessInfo';
import type { FaqEntry } from '@/components/content/Faq';
import { FormulaCard } from '@/components/content/FormulaCard';
import { Gallery } from '@/components/content/Gallery';
import { FormulaList } from '@/components/content/FormulaAndProductLists';
import { PartnerRatings } from '@/components/content/PartnerRatings';
import { HouseRules } from '@/components/content/PracticalInfo';
import { ReviewList } from '@/components/content/ReviewList';
import type { MdxData } from '@/lib/view/blocks';
import { MDX_AUDIENCES, type MdxAudience, type MdxComponentName } from '@/lib/content-model/mdx-components';
import type { CategoryCode, VenueCode } from '@/lib/content-model/vocabulary';
import { typographyOf } from '@/lib/english/typography';
import type { Locale } from '@/lib/i18n';
import { Bouton } from './Bouton';
import { Encadre } from './Encadre';
import { MdxLink } from './MdxLink';
import { Photo } from './Photo';
import type { MdxProps } from './props';

// The content check has refused any value that names nothing: these casts only narrow
// attributes to the vocabulary they were checked against.
const venue = (lieu: string) => lieu as VenueCode;
const audience = (name: string) => MDX_AUDIENCES[name as MdxAudience];

/** The site's own blocks keep their layout in the copy: the copy's paragraph and list styles stop at them. */
const Block = ({ children }: { children: ReactNode }) => <div className="not-prose">{children}</div>;

/** A question of the text: rendered by the page's FAQ (`mdxBody`), not where it is written. */
const Question: (props: MdxProps<'Question'>) => ReactNode = () => null;

/**
 * The MDX component map of a page, its data bound: keyed by MDX_COMPONENTS, so a component
 * added to the spec without a renderer, or with other attributes, fails the type check.
 * The blocks get their data from here, never by reading content themselves.
 */
function mdxComponents(data: MdxData) {
  const blocks: { [N in MdxComponentName]: (props: MdxProps<N>) => ReactNode } = {
    Encadre,
    Bouton: (props) => (
      <Bouton {...props} published={data.isPublishedHref(props.href)} link={data.link(props.href)} frenchOnly={data.frenchOnly} />
    ),
    Photo: (props) => <Photo {...props} blurDataURL={data.blurFor(props.src)} />,
    Reglement: ({ lieu }) => <HouseRules rules={data.rules(venue(lieu))} words={data.words} />,
    Avis: ({ prestation, lieu, titre }) => (
      <Block>
        <ReviewList {...data.reviews(prestation, lieu ? venue(lieu) : undefined)} title={titre} />
      </Block>
    ),
    NotesPartenaires: ({ public: name, titre }) => (
      <Block>
        <PartnerRatings ratings={data.ratings(audience(name))} title={titre} words={data.words} />
      </Block>
    ),
    Formules: ({ lieu, public: name }) => (
      <Block>
        <FormulaList lines={data.formulas(venue(lieu), name ? audience(name) : undefined)} words={data.words} />
      </Block>
    ),
    Formule: ({ id }) => {
      const figures = data.formula(id);
      return (
        figures && (
          <Block>
            <div className="my-6 max-w-md">
              <FormulaCard {...figures} words={data.words} />
            </div>
          </Block>
        )
      );
    },
    Galerie: ({ categorie, lieu, titre }) => (
      <Block>
        <Gallery
          photos={data.gallery(categorie as CategoryCode, lieu ? venue(lieu) : undefined)}
          title={titre}
          words={data.words.gallery}
          locale={data.words.locale}
        />
      </Block>
    ),
    Acces: ({ lieu }) => (
      <Block>
        <AccessInfo access={data.access(venue(lieu))} id={`acces-${lieu}`} words={data.words} />
      </Block>
    ),
    Question,
  };
  return {
    a: (props: ComponentProps<'a'>) => (
      <MdxLink
        {...props}
        published={data.isPublishedHref(props.href ?? '')}
        link={data.link(props.href ?? '')}
        frenchOnly={data.frenchOnly}
      />
    ),
    ...blocks,
  };
}

/**
 * An answer as the FAQ shows it: the copy's line breaks as spaces, typeset as the
 * frontmatter's answers are (components/content/Faq.tsx); idempotent on the prose that the
 * MDX pipeline has already typeset.
 */
function typeset(node: ReactNode, locale: Locale): ReactNode {
  if (typeof node === 'string') return typographyOf(locale)(node.replace(/\s*\n\s*/g, ' '));
  if (Array.isArray(node)) return (node as ReactNode[]).map((child) => typeset(child, locale));
  if (!isValidElement<{ children?: ReactNode }>(node) || node.props.children === undefined) return node;
  const { children } = node.props;
  // Spread, so that MDX's static children stay static (no keys needed).
  return cloneElement(
    node,
    undefined,
    ...(Array.isArray(children) ? (children as ReactNode[]) : [children]).map((child) => typeset(child, locale)),
  );
}

/** The text of an answer, for FAQPage: its words, one space between paragraphs. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) {
    const text = textOf(node.props.children);
    return typeof node.type === 'string' && /^(p|li|h\d)$/.test(node.type) ? `${text}\n` : text;
  }
  return '';
}

const isQuestion = (node: ReactNode): node is ReactElement<MdxProps<'Question'>> => isValidElement(node) && node.type === Question;

/**
 * A document's MDX body, rendered on the server with the page's data: its content, and the
 * `<Question>`s written in it (the content check keeps them directly in the text), which the
 * page shows in its FAQ after those of the frontmatter.
 */
export function mdxBody(code: string, data: MdxData): { content: ReactNode; questions: FaqEntry[] } {
  // Called, not rendered, so that the top-level elements can be sorted: MDX's content is a
  // plain function of its components (no hooks) that returns a fragment of them.
  const Content = getMDXComponent(code) as (props: {
    components: ReturnType<typeof mdxComponents>;
  }) => ReactElement<{ children?: ReactNode }>;
  const nodes = Children.toArray(Content({ components: mdxComponents(data) }).props.children);
  return {
    content: <div className="prose-content">{nodes.filter((node) => !isQuestion(node))}</div>,
    questions: nodes.filter(isQuestion).map(({ props }) => {
      const contenu = typeset(props.children, data.words.locale);
      return {
        question: props.titre,
        reponse: textOf(contenu)
          .trim()
          .replace(/\s*\n\s*/g, ' '),
        contenu,
      };
    }),
  };
}
