// What a visitor would hit: links and hrefs that lead to a page, images that exist with
// a text alternative, only the MDX components copywriters may use, and prose on every page.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import { pathStem, venueFolderOf } from '../content-model/files';
import {
  MDX_AUDIENCES,
  MDX_COMPONENTS,
  TEMPLATE_BLOCKS,
  type MdxAudience,
  type MdxComponentSpec,
  type MdxValueKind,
  type TemplateBlock,
} from '../content-model/mdx-components';
import { VENUE_CODES } from '../content-model/vocabulary';
import { arr, group, imageFieldsOf, str, type Catalogue } from './documents';
import { messages, warnings } from './messages';
import { photoProblem } from './photo';
import { questionKey } from './rules';
import { isRead, type Path, type ReadFile, type SourceFile } from './source';

type Page = { anchors: string[]; draft?: boolean };

/**
 * Ids a page renders from code, which its source does not show literally (built from data).
 * Literal `id="…"` attributes of app pages and the headings of MDX pages are read directly.
 */
const ANCHORS_BUILT_IN_CODE: Record<string, readonly string[]> = {
  '/locations': VENUE_CODES.map((code) => `offres-${code}`),
};

/** The routes of app/ without dynamic segments, each with the literal ids of its page. */
function staticPages(appDir: string, segments: string[] = [], pages = new Map<string, Page>()) {
  for (const entry of readdirSync(join(appDir, ...segments), { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const name = entry.name;
      if (name.startsWith('[') || name.startsWith('_') || name.startsWith('@')) continue;
      staticPages(appDir, [...segments, name], pages);
    } else if (/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) {
      const route = `/${segments.filter((s) => !/^\(.*\)$/.test(s)).join('/')}`;
      const source = readFileSync(join(appDir, ...segments, entry.name), 'utf8');
      const ids = [...source.matchAll(/\bid="([^"]+)"/g)].map(([, id = '']) => id);
      pages.set(route, { anchors: [...ids, ...(ANCHORS_BUILT_IN_CODE[route] ?? [])] });
    }
  }
  return pages;
}

const textOf = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string' && node.type === 'text'
    ? node.value
    : 'children' in node
      ? (node.children as Nodes[]).map(textOf).join('')
      : node.type === 'inlineCode'
        ? node.value
        : '';

function walk(node: Nodes, visit: (node: Nodes) => void) {
  visit(node);
  if ('children' in node) for (const child of node.children as Nodes[]) walk(child, visit);
}

/** The ids rehype-slug gives the headings of an MDX body. */
function headingIds(body: Root | undefined) {
  if (!body) return [];
  const slugger = new GithubSlugger();
  const ids: string[] = [];
  walk(body, (node) => {
    if (node.type === 'heading') ids.push(slugger.slug(textOf(node)));
  });
  return ids;
}

function contentPages(cat: Catalogue) {
  const pages = new Map<string, Page>();
  const brand = cat.site().brand_slug;
  if (typeof brand !== 'string') return pages;
  // A link to a draft page is valid: production leaves it out or unlinks it (lib/content.ts).
  const add = (route: string, source: SourceFile) => pages.set(route, { anchors: headingIds(source.body), draft: cat.isDraft(source) });
  for (const venue of cat.of('Venue')) add(`/locations/${brand}-${pathStem(venue.rel)}`, venue);
  for (const product of cat.of('Product')) add(`/locations/${brand}-${venueFolderOf(product.rel)}/${pathStem(product.rel)}`, product);
  for (const prestation of cat.of('Prestation')) add(`/prestations/${pathStem(prestation.rel)}`, prestation);
  // The English pages (#37), at the addresses lib/content/english.ts gives them.
  for (const venue of cat.of('EnglishVenue')) add(`/en/venues/${brand}-${pathStem(venue.rel)}`, venue);
  for (const product of cat.of('EnglishProduct'))
    add(`/en/venues/${brand}-${venueFolderOf(product.rel)}/${pathStem(product.rel)}`, product);
  for (const page of [...cat.of('EnglishPrestation'), ...cat.of('EnglishPage')]) add(`/en/${pathStem(page.rel)}`, page);
  return pages;
}

/** The first bytes of a file under public/, enough to tell a photo (./photo.ts). */
function headOf(file: string) {
  const head = Buffer.alloc(12);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 12, 0);
  } finally {
    closeSync(fd);
  }
  return head;
}

/** The French type of each English page type: the same template, the same blocks. */
const FRENCH_TYPE_OF: Record<string, string> = {
  EnglishVenue: 'Venue',
  EnglishPrestation: 'Prestation',
  EnglishProduct: 'Product',
  EnglishPage: 'Page',
};

/** Pages whose `offre` parameter names a formula. */
const FORMULA_PAGES = new Set(['/calcul', '/devis']);

type Place = { source: ReadFile; path: Path; line?: number | undefined };

export function checkPages(cat: Catalogue, rootDir: string, publicDir: string) {
  const pages = new Map([...staticPages(join(rootDir, 'app')), ...contentPages(cat)]);
  const report = ({ source, path, line }: Place, message: string) =>
    line !== undefined ? cat.problems.push({ file: source.file, line, message }) : cat.report(source, path, message);

  /** The values an attribute of each kind may take, from the content being checked. */
  const allowedValues: Record<MdxValueKind, () => readonly string[]> = {
    lieu: () => VENUE_CODES,
    prestation: () => cat.of('Prestation').map((p) => pathStem(p.rel)),
    public: () => Object.keys(MDX_AUDIENCES),
    formule: () => cat.of('Formula').map(cat.formulaId),
    categorie: () => cat.of('Category').map((c) => pathStem(c.rel)),
  };

  function checkLink(place: Place, href: string, ownAnchors: string[]) {
    const page = checkTarget(place, href, ownAnchors);
    // Production drops a link to a draft (lib/content.ts): the sentence must read without it.
    if (page?.draft && !cat.isDraft(place.source)) {
      const warning = warnings.linkToDraft(href);
      if (place.line !== undefined) cat.warnings.push({ file: place.source.file, line: place.line, field: 'texte', message: warning });
      else cat.warn(place.source, place.path, warning);
    }
  }

  function checkTarget(place: Place, href: string, ownAnchors: string[]): Page | undefined {
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return undefined;
    if (href.startsWith('#')) {
      const anchor = decodeURIComponent(href.slice(1));
      if (anchor && !ownAnchors.includes(anchor)) report(place, messages.unknownAnchor(href, anchor, ownAnchors));
      return undefined;
    }
    // Matches any text: every part of the pattern is optional.
    const match = /^([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(href) ?? [href, href];
    const path = match[1] ?? '';
    const route = path.length > 1 ? path.replace(/\/$/, '') : path;
    const page = route.startsWith('/') ? pages.get(route) : undefined;
    if (!page) {
      if (!(route.startsWith('/') && route.length > 1 && existsSync(join(publicDir, route)))) report(place, messages.brokenLink(href));
      return undefined;
    }
    const formulaId = new URLSearchParams(match[2] ?? '').get('offre');
    if (FORMULA_PAGES.has(route) && formulaId !== null && !cat.formula(formulaId))
      report(place, messages.linkToUnknownFormula(href, formulaId));
    const anchor = match[3] ? decodeURIComponent(match[3]) : undefined;
    if (anchor && !page.anchors.includes(anchor)) report(place, messages.unknownAnchor(href, anchor, page.anchors));
    return page;
  }

  /** site.yaml's redirections (served by next.config.ts): an old address, not a page, towards a page. */
  function checkRedirects() {
    const [source] = cat.of('Site');
    if (!source) return;
    const redirects = arr(source.data.redirections).map((entry) => group(entry));
    const sources = new Set(redirects.map((redirect) => str(redirect.de)));
    redirects.forEach((redirect, index) => {
      const from = str(redirect.de);
      const to = str(redirect.vers);
      if (from !== undefined) {
        if (!/^\/[^?#\s]*$/.test(from) || from.startsWith('//'))
          cat.report(source, ['redirections', index, 'de'], messages.redirectSource(from));
        else if (pages.has(from.length > 1 ? from.replace(/\/$/, '') : from))
          cat.report(source, ['redirections', index, 'de'], messages.redirectHidesPage(from));
      }
      if (to === undefined) return;
      if (sources.has(to.replace(/[?#].*$/, ''))) cat.report(source, ['redirections', index, 'vers'], messages.redirectChain(to));
      else checkLink({ source, path: ['redirections', index, 'vers'] }, to, []);
    });
    cat.unique(redirects.map((redirect, index) => ({ source, path: ['redirections', index, 'de'], value: redirect.de })));
  }

  function checkImage(place: Place, src: string, alt: unknown, altPlace?: Place) {
    const file = join(publicDir, src);
    if (!src.startsWith('/') || !existsSync(file)) report(place, messages.missingImage(src));
    else {
      // A file put there by hand (the editor refuses it at once) must be a photo of reasonable weight.
      const problem = photoProblem(src, headOf(file), statSync(file).size);
      if (problem) report(place, problem);
    }
    if (alt !== undefined && (alt === null || (typeof alt === 'string' && alt.trim() === '')))
      report(altPlace ?? place, messages.missingAlt(src));
  }

  checkRedirects();

  for (const source of cat.sources) {
    if (!isRead(source)) continue;
    const ownAnchors = headingIds(source.body);
    // Frontmatter and YAML: every `href`, every image with its text alternative.
    const visit = (value: unknown, path: Path) => {
      if (Array.isArray(value)) return value.forEach((item, index) => visit(item, [...path, index]));
      if (!value || typeof value !== 'object') return;
      const g = group(value);
      if (typeof g.href === 'string') checkLink({ source, path: [...path, 'href'] }, g.href, ownAnchors);
      const image = imageFieldsOf(g);
      if (image)
        checkImage({ source, path: [...path, image.src] }, String(g[image.src]), g[image.alt], { source, path: [...path, image.alt] });
      for (const [key, child] of Object.entries(g)) visit(child, [...path, key]);
    };
    visit(source.data, []);
    if (source.body) checkBody(source, source.body, ownAnchors);
  }

  function checkBody(source: ReadFile, body: Root, ownAnchors: string[]) {
    const at = (node: Nodes): Place => ({ source, path: [], line: node.position?.start.line });
    // A question in the text joins those of the frontmatter, numbered after them on the page.
    const questions = new Map<string, number>();
    arr(source.data.faq).forEach((entry, index) => {
      const question = str(group(entry).question);
      if (question?.trim() && !questions.has(questionKey(question))) questions.set(questionKey(question), index);
    });
    let count = arr(source.data.faq).length;
    const checkQuestion = (node: JsxNode) => {
      const question = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'titre')?.value;
      count += 1;
      if (typeof question !== 'string' || !question.trim()) return;
      const first = questions.get(questionKey(question));
      if (first !== undefined) report(at(node), messages.duplicateQuestion(question, first + 1));
      else questions.set(questionKey(question), count - 1);
    };
    const parents = new Map<Nodes, JsxNode>();
    let prose = false;
    walk(body, (node) => {
      if ('children' in node) {
        const parent = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? node : parents.get(node);
        if (parent) for (const child of node.children as Nodes[]) parents.set(child, parent);
      }
      switch (node.type) {
        case 'link':
        case 'definition':
          checkLink(at(node), node.url, ownAnchors);
          break;
        case 'image':
          checkImage(at(node), node.url, node.alt ?? '');
          break;
        case 'paragraph':
          if (textOf(node).trim()) prose = true;
          break;
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          // A `{/* comment */}` is the one expression a copywriter may write.
          if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) report(at(node), messages.codeInText());
          break;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          checkComponent(at(node), node, ownAnchors, parents.get(node));
          if (node.name === 'Question') checkQuestion(node);
          break;
      }
    });
    if (!prose && ['Venue', 'Prestation', 'Product', 'Page', ...Object.keys(FRENCH_TYPE_OF)].includes(source.schema.name)) {
      cat.problems.push({ file: source.file, field: 'texte', message: messages.missingProse() });
    }
  }

  /**
   * Whether an attribute's value names the page itself: its venue, category, audience, file or one of its formulas
   * (an English page's are those of the French page it translates).
   */
  function isOwn(page: ReadFile, kind: TemplateBlock['same'][string], value: string | undefined) {
    if (value === undefined) return false;
    const source = page.schema.name in FRENCH_TYPE_OF ? cat.frenchOf(page) : page;
    if (!source) return false;
    const d = source.data;
    const venue = source.schema.name === 'Venue' ? pathStem(source.rel) : venueFolderOf(source.rel);
    switch (kind) {
      case 'lieu':
        return value === venue;
      case 'categorie':
        return value === d.categorie;
      case 'public':
        return MDX_AUDIENCES[value as MdxAudience] === d.audience;
      case 'prestation':
        return value === pathStem(source.rel);
      case 'formule':
        return arr(d.formules).some((stem) => `${venue}-${String(stem)}` === value);
    }
  }

  type JsxNode = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

  function checkComponent(place: Place, node: JsxNode, ownAnchors: string[], parent: JsxNode | undefined) {
    const allowed = Object.keys(MDX_COMPONENTS);
    const name = node.name ?? '';
    if (!(name in MDX_COMPONENTS)) {
      report(place, messages.unknownComponent(name, allowed));
      return;
    }
    const spec: MdxComponentSpec = MDX_COMPONENTS[name as keyof typeof MDX_COMPONENTS];
    const known: readonly string[] = [...spec.required, ...spec.optional];
    const values = new Map<string, string>();
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') {
        report(place, messages.attributeNotText(name, '{…}'));
        continue;
      }
      if (!known.includes(attribute.name)) report(place, messages.unknownAttribute(name, attribute.name, known));
      else if (typeof attribute.value !== 'string') report(place, messages.attributeNotText(name, attribute.name));
      else values.set(attribute.name, attribute.value);
    }
    for (const attribute of spec.required) {
      // An empty value names nothing: a question without its wording is a question missing.
      const given = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === attribute);
      if (!given || (typeof given.value === 'string' && !given.value.trim())) report(place, messages.missingAttribute(name, attribute));
    }
    for (const [attribute, kind] of Object.entries(spec.values ?? {})) {
      const value = values.get(attribute);
      const known = allowedValues[kind]();
      if (value?.trim() && !known.includes(value)) report(place, messages.unknownAttributeValue(name, attribute, value, known));
    }
    if (spec.withText && !textOf(node).trim()) report(place, messages.missingText(name, spec.required[0] ?? name));
    if (spec.topLevel && parent) report(place, messages.notTopLevel(name, parent.name ?? ''));
    const type = place.source.schema.name;
    const template = TEMPLATE_BLOCKS[(FRENCH_TYPE_OF[type] ?? type) as keyof typeof TEMPLATE_BLOCKS];
    const block = template?.blocks.find((b: TemplateBlock) => b.component === name);
    if (block && Object.entries(block.same).every(([attribute, kind]) => isOwn(place.source, kind, values.get(attribute)))) {
      cat.problems.push({
        file: place.source.file,
        line: place.line,
        field: 'texte',
        message: messages.alreadyInTemplate(name, template.template, block.shows),
      });
    }
    const href = values.get('href');
    if (href !== undefined) checkLink(place, href, ownAnchors);
    const src = values.get('src');
    if (name === 'Photo' && src !== undefined) checkImage(place, src, values.get('alt') ?? (values.has('alt') ? '' : undefined));
  }
}
