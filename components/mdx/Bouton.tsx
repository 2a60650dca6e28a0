import { MdxLink } from './MdxLink';
import type { MdxProps } from './props';

/** A call to action in the copy: a link that looks like the site's primary button. */
export function Bouton({ href, published, children }: MdxProps<'Bouton'> & { published: boolean }) {
  return (
    <p className="my-6">
      <MdxLink
        href={href}
        published={published}
        data-ripple="light"
        className="btn btn-primary text-white! no-underline! hover:text-white!"
      >
        {children}
      </MdxLink>
    </p>
  );
}
