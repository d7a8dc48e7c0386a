/**
 * The Mechanisms part (content/mechanisms/): the vocabulary, the chapters' mechanism ids, and every
 * page's links, sections, comparison table, two examples and lesson plan (src/data/mechanism-checks.ts,
 * which the build runs too). Each check is shown to fail on a page that breaks it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { chapters } from './chapters';
import { EXAMPLE_IDS } from '../../src/data/examples';
import { MECHANISMS, MECHANISM_IDS } from '../../src/data/mechanisms';
import { chapterSchema } from '../../src/data/chapter-schema';
import { mechanismSchema } from '../../src/data/mechanism-schema';
import { MECHANISM_SECTIONS, mechanismProblems, type MechanismText } from '../../src/data/mechanism-checks';

const DIR = 'content/mechanisms';
const pages: MechanismText[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const text = readFileSync(join(DIR, f), 'utf8');
    const m = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
    if (!m) throw new Error(`${f}: no frontmatter`);
    return { id: f.replace(/\.mdx$/, ''), data: yaml.load(m[1]!) as Record<string, unknown>, body: m[2]! };
  });
const texts = chapters().map((c) => ({ game: c.game, body: c.body }));

describe('the vocabulary (content/mechanisms.json)', () => {
  it('has thirteen mechanisms with unique ids and both names', () => {
    expect(MECHANISM_IDS).toHaveLength(13);
    expect(new Set(MECHANISM_IDS).size).toBe(13);
    for (const m of MECHANISMS) {
      expect(m.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(m.name.zh).toMatch(/\p{Script=Han}/u);
      expect(m.name.en).toMatch(/^[A-Z]/);
      expect(m.short.zh).toMatch(/\p{Script=Han}/u);
      expect(m.short.en.length).toBeGreaterThan(10);
    }
  });
  it("every chapter's mechanisms are ids of the vocabulary, and a wrong id is refused", () => {
    for (const c of chapters()) expect(chapterSchema.parse(c.frontmatter).mechanisms.length).toBeGreaterThan(0);
    const santiago = chapters().find((c) => c.game === 'santiago')!;
    const wrong = chapterSchema.safeParse({ ...santiago.frontmatter, mechanisms: ['auctions', 'auction'] });
    expect(wrong.success).toBe(false);
    expect(JSON.stringify(wrong.error?.issues[0]?.path)).toBe('["mechanisms",1]');
  });
});

describe('the pages of the part', () => {
  it('every source satisfies its schema', () => {
    for (const p of pages) expect(() => mechanismSchema.parse(p.data), p.id).not.toThrow();
  });
  it('hold together: every mechanism has its page; every link, section and example is real; every page is complete', () => {
    expect(mechanismProblems(pages, texts, EXAMPLE_IDS)).toEqual([]);
  });
});

/** A page that passes every check, to break one thing at a time. */
const GOOD: MechanismText = {
  id: 'auctions',
  data: {
    order: 2,
    title: { zh: '拍賣與競標', en: 'Auctions and bidding' },
    summary: { zh: '出價。', en: 'Bids.' },
    games: [
      { game: 'santiago', how: { zh: '出價買農地。', en: 'Bids for plantations.' }, section: 'phase-1-bidding', example: 'bidding-dabec' },
      { game: 'genoa', how: { zh: '賣出行動。', en: 'Selling the action.' }, section: 'negotiation', example: 'counter-offer' },
    ],
    examples: [
      { game: 'santiago', id: 'bidding-dabec' },
      { game: 'genoa', id: 'counter-offer' },
    ],
  },
  body: `
## 這是什麼
## What it is [#what]

說明。

Words.

## 比較
## How the games differ [#compare]

| 遊戲 | 出價 |
| --- | --- |
| 聖地牙哥 | 一輪 |

| Game | Bids |
| --- | --- |
| Santiago | one round |

## 決定
## The decision [#decision]

決定。

Decision.

## 兩個遊戲
## Two games [#examples]

<SideBySide>
<MechanismExample game="santiago" id="bidding-dabec" />
<MechanismExample game="genoa" id="counter-offer" />
</SideBySide>

## 討論
## Discussion [#discussion]

1. 一？
2. 二？
3. 三？

1) One?
2) Two?
3) Three?

## 教案
## Lesson [#lesson]

1. 5 分鐘：問。
2. 10 分鐘：看[範例](/zh-hant/santiago/#ex-bidding-dabec)。
3. 30 分鐘：玩[遊戲](/zh-hant/santiago/#play)。

1) 5 minutes: ask.
2) 10 minutes: watch [the example](/en/santiago/#ex-bidding-dabec).
3) 30 minutes: play [the game](/en/santiago/#play).
`,
};
const check = (page: MechanismText) => mechanismProblems([page], texts, EXAMPLE_IDS, { complete: false });
const withData = (data: Record<string, unknown>) => ({ ...GOOD, data: { ...GOOD.data, ...data } });
const withBody = (from: string, to: string) => {
  expect(GOOD.body).toContain(from);
  return { ...GOOD, body: GOOD.body.replace(from, to) };
};
const F = 'content/mechanisms/auctions.mdx';

describe('the checks fail where a page breaks them', () => {
  it('a complete page passes', () => {
    expect(check(GOOD)).toEqual([]);
  });
  it('a mechanism without its page', () => {
    expect(mechanismProblems([GOOD], texts, EXAMPLE_IDS)).toContain('content/mechanisms/role-selection.mdx: the mechanism "role-selection" of the vocabulary has no page');
  });
  it('a page that is no mechanism of the vocabulary', () => {
    expect(check({ ...GOOD, id: 'auction' })).toContain('content/mechanisms/auction.mdx: "auction" is not a mechanism of content/mechanisms.json');
  });
  it('a matrix cell with a section the chapter lacks, or an example the game lacks or the chapter does not place', () => {
    const games = GOOD.data.games as any[];
    expect(check(withData({ games: [{ ...games[0], section: 'phase-9' }, games[1]] }))).toEqual([`${F}: the matrix cell of santiago: the santiago chapter has no section #phase-9`]);
    expect(check(withData({ games: [{ ...games[0], example: 'bidding-abc' }, games[1]] }))).toEqual([`${F}: the matrix cell of santiago: santiago has no worked example "bidding-abc"`]);
    // every engine example is placed in its chapter today; a chapter without its tag shows the check
    const hidden = texts.map((t) => (t.game === 'santiago' ? { ...t, body: t.body.replace('<SantiagoExample id="bidding-dabec" />', '') } : t));
    expect(mechanismProblems([GOOD], hidden, EXAMPLE_IDS, { complete: false })).toContain(`${F}: the matrix cell of santiago: the santiago chapter does not place the example "bidding-dabec"`);
  });
  it('a link in the text to a section or an example that does not exist', () => {
    expect(check(withBody('(/en/santiago/#play)', '(/en/santiago/#playing)'))).toEqual([`${F}: the link to #playing: the santiago chapter has no section #playing`]);
    expect(check(withBody('(/en/santiago/#ex-bidding-dabec)', '(/en/santiago/#ex-bid)'))).toEqual([`${F}: the link to #ex-bid: santiago has no worked example "bid"`]);
    expect(check(withBody('(/en/santiago/#play)', '(/en/carcassonne/#play)'))).toEqual([`${F}: a link to /carcassonne/, which is no chapter`]);
    expect(check(withBody('(/en/santiago/#play)', '(/en/mechanisms/auction/)'))).toEqual([`${F}: a link to the mechanism page "auction", which does not exist`]);
  });
  it('sections missing or out of order', () => {
    expect(check(withBody('## Discussion [#discussion]', '## Discussion [#talk]'))[0]).toBe(`${F}: sections #what, #compare, #decision, #examples, #lesson; must be ${MECHANISM_SECTIONS.map((a) => `#${a}`).join(', ')}`);
  });
  it('a comparison without its table in both languages', () => {
    expect(check(withBody('| Game | Bids |\n| --- | --- |\n| Santiago | one round |\n', ''))).toEqual([`${F}: #compare has no comparison table in both languages`]);
  });
  it('examples not the frontmatter pair, not side by side, or of one game where two games have the mechanism', () => {
    const pair = `${F}: #examples must show the frontmatter's two examples, in order, inside <SideBySide>`;
    expect(check(withBody('<MechanismExample game="genoa" id="counter-offer" />\n', ''))).toEqual([pair]);
    expect(check(withBody('<SideBySide>', ''))).toEqual([pair]);
    expect(check(withBody('id="counter-offer"', 'id="refused-offers"'))).toEqual([pair]);
    const one = [
      { game: 'santiago', id: 'bidding-dabec' },
      { game: 'santiago', id: 'bribe-accepted' },
    ];
    expect(check({ ...withData({ examples: one }), body: GOOD.body.replace('game="genoa" id="counter-offer"', 'game="santiago" id="bribe-accepted"') })).toEqual([
      `${F}: the two examples are of one game though 2 games have the mechanism`,
    ]);
  });
  it('a lesson plan whose steps lack minutes, differ between the languages, or do not add up to 45', () => {
    expect(check(withBody('1) 5 minutes: ask.', '1) ask.'))).toEqual([`${F}: #lesson: every step starts with its minutes (\`N 分鐘：\`, \`N minutes: \`)`]);
    expect(check(withBody('1) 5 minutes: ask.', '1) 10 minutes: ask.'))).toEqual([
      `${F}: #lesson: the steps' minutes differ between the languages (5, 10, 30 and 10, 10, 30)`,
    ]);
    const shorter = withBody('3. 30 分鐘', '3. 25 分鐘');
    expect(check({ ...shorter, body: shorter.body.replace('3) 30 minutes', '3) 25 minutes') })).toEqual([`${F}: #lesson: the steps add up to 40 minutes, not 45`]);
  });
  it('discussion questions missing in a language', () => {
    expect(check(withBody('3) Three?', ''))).toEqual([`${F}: #discussion needs the same three or more numbered questions in both languages (\`1.\` in Chinese, \`1)\` in English); it has 3 and 2`]);
  });
});
