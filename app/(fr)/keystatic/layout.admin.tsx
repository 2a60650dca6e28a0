import config from '../../../keystatic.config';
import { ContentCheckPanel } from './ContentCheckPanel.admin';
import KeystaticApp from './keystatic.admin';

export const metadata = { title: 'Rédaction', robots: { index: false, follow: false } };

// The editor fills the window: the site's header, banners and footer (app/(fr)/layout.tsx) stay hidden around it.
const FULL_WINDOW = 'body > :not(#contenu) { display: none !important; }';

export default function KeystaticLayout() {
  return (
    <>
      <style>{FULL_WINDOW}</style>
      <KeystaticApp />
      <ContentCheckPanel github={config.storage.kind === 'github'} />
    </>
  );
}
