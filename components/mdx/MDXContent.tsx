import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ReactNode } from 'react';
import type { MdxComponentName } from '@/lib/content-model/mdx-components';
import { Bouton } from './Bouton';
import { Encadre } from './Encadre';
import { MdxLink } from './MdxLink';
import { Photo } from './Photo';
import type { MdxProps } from './props';

// Keyed by MDX_COMPONENTS: a component added to the spec without a renderer, or with
// other attributes, fails the type check.
const copywriterComponents: { [N in MdxComponentName]: (props: MdxProps<N>) => ReactNode } = { Encadre, Bouton, Photo };

const components = { a: MdxLink, ...copywriterComponents };

/** Renders a document's MDX body on the server (at build time for static pages). */
export function MDXContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  return (
    <div className="prose-content">
      <Content components={components} />
    </div>
  );
}
