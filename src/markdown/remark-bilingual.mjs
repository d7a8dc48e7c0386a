/**
 * remark-bilingual: a chapter holds both languages in one source. Every Chinese block
 * (paragraph, list, table, blockquote, heading) is followed by its English counterpart of the
 * same kind; this plugin pairs them into aligned rows, marks each side with `lang`, gives each
 * heading pair one anchor shared by both languages (`## English heading [#anchor]`), and fails
 * the build when a block has no partner.
 */

const PAIRABLE = new Set(['paragraph', 'list', 'table', 'blockquote', 'heading']);
const HAN = /\p{Script=Han}/gu;
const LATIN = /[A-Za-z]/g;
const ANCHOR = /\s*\[#([a-z0-9][a-z0-9-]*)\]\s*$/;

/** Plain text of an mdast node (JSX attributes ignored). */
export function textOf(node) {
  if (!node) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  return (node.children ?? []).map(textOf).join('');
}

/** 'zh', 'en', or null for a block with no letters at all. */
export function languageOf(node) {
  const text = textOf(node);
  const han = (text.match(HAN) ?? []).length;
  const latin = (text.match(LATIN) ?? []).length;
  if (han === 0 && latin === 0) return null;
  return han * 3 >= latin ? 'zh' : 'en';
}

export function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

function wrap(node, lang) {
  return {
    type: 'biSide',
    data: { hName: 'div', hProperties: { lang: lang === 'zh' ? 'zh-Hant' : 'en', className: [`lang-${lang}`] } },
    children: [node],
  };
}

function markTerms(node, lang, game) {
  if (node.type === 'mdxJsxTextElement' && node.name === 'T') {
    node.attributes = node.attributes.filter((a) => a.name !== 'from' && a.name !== 'game');
    node.attributes.push({ type: 'mdxJsxAttribute', name: 'from', value: lang });
    node.attributes.push({ type: 'mdxJsxAttribute', name: 'game', value: game });
  }
  for (const child of node.children ?? []) markTerms(child, lang, game);
}

function stripAnchor(heading) {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return null;
  const m = last.value.match(ANCHOR);
  if (!m) return null;
  last.value = last.value.replace(ANCHOR, '');
  return m[1];
}

/** Islands that title themselves (worked examples, tables, their print blocks). */
const TITLED = /(Example|Table|Block)$/;

/**
 * Gives a titled island the heading level one below the section it stands in (`level`), so the
 * chapter's outline never skips a level; a `level` written in the chapter is kept.
 */
function withHeadingLevel(node, depth) {
  if (!TITLED.test(node.name ?? '') || node.attributes.some((a) => a.name === 'level')) return;
  node.attributes.push({ type: 'mdxJsxAttribute', name: 'level', value: String(Math.min(6, depth + 1)) });
}

/**
 * Pairs the blocks of one parent. Returns the new children; problems go to `errors`
 * and headings to `headings`.
 */
/**
 * Markdown merges a Chinese list and the English list after it into one list when they use the
 * same bullet; split such a list back into its two languages.
 */
function splitMergedLists(children) {
  return children.flatMap((node) => {
    if (node.type !== 'list') return [node];
    const langs = node.children.map(languageOf);
    const firstEn = langs.indexOf('en');
    if (firstEn <= 0 || langs.slice(0, firstEn).some((l) => l !== 'zh') || langs.slice(firstEn).some((l) => l !== 'en')) return [node];
    return [
      { ...node, spread: false, children: node.children.slice(0, firstEn).map((item) => ({ ...item, spread: false })) },
      { ...node, spread: false, children: node.children.slice(firstEn).map((item) => ({ ...item, spread: false })) },
    ];
  });
}

export function pairBlocks(children, ctx) {
  const { errors, headings, ids } = ctx;
  children = splitMergedLists(children);
  const out = [];
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    if (node.type === 'mdxJsxFlowElement') {
      if (node.children?.length) node.children = pairBlocks(node.children, ctx);
      withHeadingLevel(node, ctx.depth ?? 1);
      out.push(node);
      continue;
    }
    if (!PAIRABLE.has(node.type)) {
      out.push(node);
      continue;
    }
    const lang = languageOf(node);
    if (lang === null) {
      out.push(node);
      continue;
    }
    const line = node.position?.start.line ?? '?';
    const next = children[i + 1];
    if (lang === 'en') {
      errors.push(`line ${line}: an English ${node.type} with no Chinese block before it: "${textOf(node).slice(0, 60)}"`);
      out.push(node);
      continue;
    }
    if (!next || next.type !== node.type || languageOf(next) !== 'en') {
      errors.push(`line ${line}: a Chinese ${node.type} with no English ${node.type} right after it: "${textOf(node).slice(0, 40)}"`);
      out.push(node);
      continue;
    }
    if (node.type === 'heading' && node.depth !== next.depth) {
      errors.push(`line ${line}: heading pair of different levels (${node.depth} and ${next.depth})`);
    }
    markTerms(node, 'zh', ctx.game);
    markTerms(next, 'en', ctx.game);
    i++;
    if (node.type === 'heading') {
      const explicit = stripAnchor(next);
      const en = textOf(next).trim();
      const zh = textOf(node).trim();
      const id = explicit ?? slugify(en);
      if (ids.has(id)) errors.push(`line ${line}: anchor "${id}" is used twice`);
      ids.add(id);
      headings.push({ depth: node.depth, slug: id, zh, en });
      ctx.depth = node.depth;
      out.push({
        type: 'heading',
        depth: node.depth,
        data: { hProperties: { id } },
        children: [
          { type: 'biSide', data: { hName: 'span', hProperties: { lang: 'zh-Hant', className: ['lang-zh'] } }, children: node.children },
          { type: 'biSide', data: { hName: 'span', hProperties: { className: ['bi-sep'], ariaHidden: 'true' } }, children: [{ type: 'text', value: ' · ' }] },
          { type: 'biSide', data: { hName: 'span', hProperties: { lang: 'en', className: ['lang-en'] } }, children: next.children },
        ],
      });
      continue;
    }
    out.push({
      type: 'biPair',
      data: { hName: 'div', hProperties: { className: ['bi', `bi-${node.type}`] } },
      children: [wrap(node, 'zh'), wrap(next, 'en')],
    });
  }
  return out;
}

/** The remark plugin. Applies to the chapters and the Mechanisms part's pages (files under a `chapters` or `mechanisms` folder). */
export default function remarkBilingual() {
  return (tree, file) => {
    const path = String(file.path ?? file.history?.[0] ?? '');
    if (!/[\\/](?:chapters|mechanisms)[\\/][^\\/]+\.mdx?$/.test(path)) return;
    const errors = [];
    const headings = [];
    const game = path.replace(/^.*[\\/]([^\\/]+)\.mdx?$/, '$1');
    tree.children = pairBlocks(tree.children, { errors, headings, ids: new Set(), game });
    if (errors.length) {
      throw new Error(`${path}: every block needs its other language right after it.\n  ${errors.join('\n  ')}`);
    }
    file.data.astro ??= {};
    file.data.astro.frontmatter ??= {};
    file.data.astro.frontmatter.biHeadings = headings;
  };
}
