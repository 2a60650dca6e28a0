import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ReactNode } from 'react';
import { HouseRules } from '@/components/content/PracticalInfo';
import type { MdxData } from '@/lib/content';
import type { MdxComponentName } from '@/lib/content-model/mdx-components';
import { Bouton } from './Bouton';
import { Encadre } from './Encadre';
import { MdxLink } from './MdxLink';
import { Photo } from './Photo';
import type { MdxProps } from './props';

// Keyed by MDX_COMPONENTS: a component added to the spec without a renderer, or with
// other attributes, fails the type check. The site's own blocks get their data from the page
// through this map, never by reading content themselves.
function componentsFor(data: MdxData): { [N in MdxComponentName]: (props: MdxProps<N>) => ReactNode } {
  return {
    Encadre,
    Bouton,
    Photo,
    // `lieu` is one of the venue codes: the content check refuses any other.
    Reglement: ({ lieu }) => <HouseRules rules={data.reglements[lieu as keyof MdxData['reglements']]} />,
  };
}

/** Renders a document's MDX body on the server (at build time for static pages). */
export function MDXContent({ code, data }: { code: string; data: MdxData }) {
  const Content = getMDXComponent(code);
  const components = { a: MdxLink, ...componentsFor(data) };
  return (
    <div className="prose-content">
      <Content components={components} />
    </div>
  );
}
