import type { ComponentProps } from 'react';
import { MdxLink } from './MdxLink';
import type { MdxProps } from './props';

/** A call to action in the copy: a link that looks like the site's primary button. */
type Target = Pick<ComponentProps<typeof MdxLink>, 'published' | 'link' | 'frenchOnly'>;

export function Bouton({ href, published, link, frenchOnly, children }: MdxProps<'Bouton'> & Target) {
  return (
    <p className="my-6">
      <MdxLink
        href={href}
        published={published}
        link={link}
        frenchOnly={frenchOnly}
        data-ripple="light"
        className="btn btn-primary text-white! no-underline! hover:text-white!"
      >
        {children}
      </MdxLink>
    </p>
  );
}
