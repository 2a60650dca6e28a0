// Keystatic's layout draws every screen of the editor; its routes only need to exist.
export default function KeystaticPage() {
  return null;
}
