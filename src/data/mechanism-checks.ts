/**
 * What the Mechanisms part must hold, checked from the sources alone so the build (the overview page
 * runs it and fails on a problem) and the unit tests (tests/unit/mechanisms.test.ts) check the same:
 * every mechanism of the vocabulary has its page and every page its mechanism; every link from a
 * page (its matrix cells, its two examples, the course's lessons, the links in its text) reaches an
 * existing section of a chapter and an existing worked example placed in that chapter; every page
 * has its six sections in order, its comparison table, its two examples side by side and its lesson
 * plan.
 */
import { exampleIdsOf } from '../components/print/chapter-examples';
import { MECHANISM_IDS } from './mechanisms';

export interface ChapterText {
  game: string;
  /** The MDX body. */
  body: string;
}
export interface MechanismText {
  /** The file name: a vocabulary id, `overview` or `course`. */
  id: string;
  data: Record<string, any>;
  body: string;
}

/** The sections every mechanism page has, in this order. */
export const MECHANISM_SECTIONS = ['what', 'compare', 'decision', 'examples', 'discussion', 'lesson'] as const;

const COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;
/** The anchors of a source's headings (`## English heading [#anchor]`), in order. */
export const anchorsOf = (body: string) => [...body.replace(COMMENT, '').matchAll(/^#{2,6} .*\[#([a-z0-9][a-z0-9-]*)\]\s*$/gm)].map((m) => m[1]!);

/** The text of section `anchor` of a page: from its heading to the next heading of the same or a higher level. */
function sectionText(body: string, anchor: string): string | null {
  const lines = body.replace(COMMENT, '').split('\n');
  const at = lines.findIndex((l) => new RegExp(`^#{2,6} .*\\[#${anchor}\\]\\s*$`).test(l));
  if (at < 0) return null;
  const depth = /^#+/.exec(lines[at]!)![0].length;
  const end = lines.findIndex((l, i) => i > at && /^#+ /.test(l) && /^#+/.exec(l)![0].length <= depth && /\[#[a-z0-9-]+\]\s*$/.test(l));
  return lines.slice(at + 1, end < 0 ? undefined : end).join('\n');
}

/** `<MechanismExample game="…" id="…" />` tags of a page, in order. */
export function placedExamples(body: string): { game: string; id: string }[] {
  return [...body.replace(COMMENT, '').matchAll(/<MechanismExample\b([^>]*)\/?>/g)].map((m) => ({
    game: /\bgame="([^"]*)"/.exec(m[1]!)?.[1] ?? '',
    id: /\bid="([^"]*)"/.exec(m[1]!)?.[1] ?? '',
  }));
}

/** Every problem of the part, as sentences naming the file; empty when all is well. */
export function mechanismProblems(
  pages: readonly MechanismText[],
  chapters: readonly ChapterText[],
  examples: Readonly<Record<string, readonly string[]>>,
  /** Also a problem: a mechanism of the vocabulary without its page (the tests ask it; the build does not, so a page can be built alone). */
  { complete = true }: { complete?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const chapter = new Map(chapters.map((c) => [c.game, { anchors: new Set(anchorsOf(c.body)), placed: new Set(exampleIdsOf(c.body)) }]));
  const where = (p: MechanismText) => `content/mechanisms/${p.id}.mdx`;
  const section = (p: MechanismText, game: string, anchor: string, what: string) => {
    const c = chapter.get(game);
    if (!c) problems.push(`${where(p)}: ${what}: no chapter "${game}"`);
    else if (!c.anchors.has(anchor)) problems.push(`${where(p)}: ${what}: the ${game} chapter has no section #${anchor}`);
  };
  const example = (p: MechanismText, game: string, id: string, what: string) => {
    if (!examples[game]?.includes(id)) problems.push(`${where(p)}: ${what}: ${game} has no worked example "${id}"`);
    else if (!chapter.get(game)?.placed.has(id)) problems.push(`${where(p)}: ${what}: the ${game} chapter does not place the example "${id}"`);
  };
  const links = (p: MechanismText) => {
    for (const m of p.body.replace(COMMENT, '').matchAll(/\]\(\/(zh-hant|en)\/([a-z-]+)\/(?:#([a-z0-9-]+))?\)/g)) {
      const [, , target, anchor] = m;
      if (target === 'mechanisms' || target === 'class') continue;
      if (!chapter.has(target!)) {
        problems.push(`${where(p)}: a link to /${target}/, which is no chapter`);
        continue;
      }
      if (!anchor) continue;
      if (anchor.startsWith('ex-')) example(p, target!, anchor.slice(3), `the link to #${anchor}`);
      else section(p, target!, anchor, `the link to #${anchor}`);
    }
    for (const m of p.body.replace(COMMENT, '').matchAll(/\]\(\/(?:zh-hant|en)\/mechanisms\/([a-z-]+)\/\)/g))
      if (!MECHANISM_IDS.includes(m[1]!) && m[1] !== 'course') problems.push(`${where(p)}: a link to the mechanism page "${m[1]}", which does not exist`);
  };

  const ids = new Set(pages.map((p) => p.id));
  if (complete) for (const id of MECHANISM_IDS) if (!ids.has(id)) problems.push(`content/mechanisms/${id}.mdx: the mechanism "${id}" of the vocabulary has no page`);
  for (const p of pages) {
    links(p);
    const kind = p.data.kind ?? 'mechanism';
    if (kind === 'overview' || kind === 'course') {
      if (p.id !== kind) problems.push(`${where(p)}: the ${kind} must be content/mechanisms/${kind}.mdx`);
      if (kind === 'course') {
        const played = new Set<string>();
        const met = new Set<string>();
        (p.data.lessons ?? []).forEach((l: any, i: number) => {
          played.add(l.game);
          for (const m of l.mechanisms) met.add(m);
          for (const e of l.examples) example(p, e.game, e.id, `lesson ${i + 1}`);
        });
        for (const g of chapter.keys()) if (!played.has(g)) problems.push(`${where(p)}: no lesson plays ${g}`);
        for (const m of MECHANISM_IDS) if (!met.has(m)) problems.push(`${where(p)}: no lesson meets the mechanism "${m}"`);
      }
      continue;
    }
    if (!MECHANISM_IDS.includes(p.id)) problems.push(`${where(p)}: "${p.id}" is not a mechanism of content/mechanisms.json`);
    for (const u of p.data.games ?? []) {
      section(p, u.game, u.section, `the matrix cell of ${u.game}`);
      example(p, u.game, u.example, `the matrix cell of ${u.game}`);
    }
    const games = (p.data.games ?? []).map((u: any) => u.game);
    if (new Set(games).size !== games.length) problems.push(`${where(p)}: a game has two matrix cells`);
    const pair: { game: string; id: string }[] = p.data.examples ?? [];
    for (const e of pair) {
      example(p, e.game, e.id, 'a side-by-side example');
      if (!games.includes(e.game)) problems.push(`${where(p)}: the example "${e.id}" is of ${e.game}, which has no matrix cell`);
    }
    if (games.length >= 2 && pair.length === 2 && pair[0]!.game === pair[1]!.game)
      problems.push(`${where(p)}: the two examples are of one game though ${games.length} games have the mechanism`);

    const anchors = anchorsOf(p.body).filter((a) => (MECHANISM_SECTIONS as readonly string[]).includes(a));
    if (anchors.join() !== MECHANISM_SECTIONS.join()) problems.push(`${where(p)}: sections ${anchors.map((a) => `#${a}`).join(', ')}; must be ${MECHANISM_SECTIONS.map((a) => `#${a}`).join(', ')}`);
    const compare = sectionText(p.body, 'compare') ?? '';
    if ((compare.match(/^\|\s*:?-{3,}/gm) ?? []).length < 2) problems.push(`${where(p)}: #compare has no comparison table in both languages`);
    const shown = sectionText(p.body, 'examples') ?? '';
    const placed = placedExamples(shown);
    if (!/<SideBySide>[\s\S]*<\/SideBySide>/.test(shown) || placed.length !== 2 || JSON.stringify(placed) !== JSON.stringify(pair.map((e) => ({ game: e.game, id: e.id }))))
      problems.push(`${where(p)}: #examples must show the frontmatter's two examples, in order, inside <SideBySide>`);
    if (placedExamples(p.body).length !== placed.length) problems.push(`${where(p)}: an example stands outside #examples`);
    problems.push(...lessonProblems(p.id, sectionText(p.body, 'lesson') ?? ''));
    const discussion = sectionText(p.body, 'discussion') ?? '';
    const zhQ = discussion.match(/^\d+\. /gm)?.length ?? 0;
    const enQ = discussion.match(/^\d+\) /gm)?.length ?? 0;
    if (zhQ < 3 || zhQ !== enQ) problems.push(`${where(p)}: #discussion needs the same three or more numbered questions in both languages (\`1.\` in Chinese, \`1)\` in English); it has ${zhQ} and ${enQ}`);
  }
  return problems;
}

/** Minutes at the start of a lesson step: `1. 5 分鐘：…` in Chinese, `1) 5 minutes: …` in English. */
const STEP = { zh: /^\d+\. (?:(\d+) 分鐘：)?/gm, en: /^\d+\) (?:(\d+) minutes?: )?/gm };

/** A 45-minute lesson plan: numbered steps in both languages, each starting with its minutes, the same in both, adding up to 45. */
export function lessonProblems(id: string, text: string): string[] {
  const where = `content/mechanisms/${id}.mdx: #lesson`;
  const zh = [...text.matchAll(STEP.zh)].map((m) => (m[1] ? Number(m[1]) : null));
  const en = [...text.matchAll(STEP.en)].map((m) => (m[1] ? Number(m[1]) : null));
  if (zh.length < 3 || en.length < 3) return [`${where} needs a numbered list of at least three steps in both languages (\`1. 5 分鐘：…\` then \`1) 5 minutes: …\`)`];
  const out: string[] = [];
  if (zh.includes(null) || en.includes(null)) out.push(`${where}: every step starts with its minutes (\`N 分鐘：\`, \`N minutes: \`)`);
  else {
    if (zh.join() !== en.join()) out.push(`${where}: the steps' minutes differ between the languages (${zh.join(', ')} and ${en.join(', ')})`);
    const total = zh.reduce((t, m) => t! + m!, 0);
    if (total !== 45) out.push(`${where}: the steps add up to ${total} minutes, not 45`);
  }
  return out;
}
