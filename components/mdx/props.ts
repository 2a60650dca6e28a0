import type { ReactNode } from 'react';
import { MDX_COMPONENTS, type MdxComponentName } from '@/lib/content-model/mdx-components';

type Spec<N extends MdxComponentName> = (typeof MDX_COMPONENTS)[N];

/**
 * A component's props, derived from its entry in MDX_COMPONENTS: the attributes the
 * content check requires are required here, so the renderer and the check cannot drift.
 */
export type MdxProps<N extends MdxComponentName> = { [K in Spec<N>['required'][number]]: string } & {
  [K in Spec<N>['optional'][number]]?: string;
} & { children?: ReactNode };
