// The HTML the site serves, parsed as a document (jsdom) for the Vitest tests that read what
// the server wrote — headers, status codes, text, attributes, forms — without a browser (#51):
// a browser is for what only a browser shows (layout, focus, scripts, axe). jsdom parses HTML as
// the standard says, as a browser's DOMParser does (attribute names lowercased, `<noscript>` read as
// content since no script runs); nothing is loaded or run.
import { JSDOM } from 'jsdom';

export type ServedPage = { response: Response; status: number; html: string; document: Document };

export const parseHtml = (html: string): Document => new JSDOM(html).window.document;

/** GET `path` on the site (redirects followed unless `init` says otherwise), its HTML parsed. */
export async function served(base: string, path: string, init?: RequestInit): Promise<ServedPage> {
  const response = await fetch(`${base}${path}`, init);
  const html = await response.text();
  return { response, status: response.status, html, document: parseHtml(html) };
}

/** Text as Playwright's text matchers compare it: every run of blanks (no-break spaces too) one space. */
export const readable = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An element's text as a visitor reads it: its blanks collapsed. */
export const textOf = (element: Element | null | undefined) => readable(element?.textContent ?? '');

/**
 * Whether a visitor, and the accessibility tree, can reach `element` without a script: not
 * `hidden`, not `aria-hidden`, not folded in a closed `<details>` (its summary aside). Playwright's
 * role locators skip such elements, and so do the helpers here.
 */
export function isShown(element: Element): boolean {
  if (element.closest('[hidden], [aria-hidden="true"]')) return false;
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null)
    if (!details.hasAttribute('open') && !element.closest('summary')?.parentElement?.isSameNode(details)) return false;
  return true;
}

/** The shown elements matching `selector` under `within`. */
export const shownAll = (within: ParentNode, selector: string) => [...within.querySelectorAll(selector)].filter(isShown);

/** The shown region (a section named by its heading or label) whose name is `name`. */
export function region(document: Document, name: string): Element | undefined {
  return shownAll(document, 'section[aria-labelledby], [role="region"][aria-labelledby], section[aria-label]').find(
    (element) =>
      element.getAttribute('aria-label') === name ||
      textOf(document.getElementById(element.getAttribute('aria-labelledby') ?? '')) === name,
  );
}

/**
 * What a browser without JavaScript posts from `form`: its named fields with their served values
 * (checked boxes and radios, selected options), then `typed` over them, as a visitor fills them in.
 */
export function formEntries(form: Element, typed: Record<string, string> = {}): [string, string][] {
  const entries: [string, string][] = [];
  for (const field of form.querySelectorAll('input[name], select[name], textarea[name]')) {
    const name = field.getAttribute('name')!;
    if (name in typed || field.hasAttribute('disabled')) continue;
    if (field.tagName === 'SELECT') {
      const selected = field.querySelector('option[selected]') ?? field.querySelector('option');
      if (selected) entries.push([name, selected.getAttribute('value') ?? textOf(selected)]);
    } else if (field.tagName === 'TEXTAREA') entries.push([name, field.textContent ?? '']);
    else if (!['checkbox', 'radio'].includes(field.getAttribute('type') ?? '') || field.hasAttribute('checked'))
      entries.push([name, field.getAttribute('value') ?? (field.getAttribute('type') === 'checkbox' ? 'on' : '')]);
  }
  return [...entries, ...Object.entries(typed)];
}
