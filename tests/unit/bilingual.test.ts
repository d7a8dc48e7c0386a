import { describe, expect, it } from 'vitest';
import remarkBilingual, { languageOf, pairBlocks } from '../../src/markdown/remark-bilingual.mjs';
import { chapters, parseMdx } from './chapters';
import { chapterSchema } from '../../src/data/chapter-schema';

function pair(body: string) {
  const ctx = { errors: [] as string[], headings: [] as { depth: number; slug: string; zh: string; en: string }[], ids: new Set<string>(), game: 'test' };
  const children = pairBlocks(parseMdx(body).children, ctx);
  return { children, ...ctx };
}

describe('remark-bilingual pairs each Chinese block with its English one', () => {
  it('tells the languages apart by their letters', () => {
    const [zh, en, mixed] = parseMdx('工頭每回合換人，水道 canal 很重要。\n\nThe overseer (工頭) changes each round.\n\n---\n\n123').children;
    expect(languageOf(zh)).toBe('zh');
    expect(languageOf(en)).toBe('en');
    expect(languageOf(mixed)).toBeNull();
  });

  it('wraps a paragraph pair into one aligned row with lang on each side', () => {
    const { children, errors } = pair('中文段落在這裡。\n\nThe English paragraph.');
    expect(errors).toEqual([]);
    expect(children).toHaveLength(1);
    const row = children[0] as { type: string; children: { data: { hProperties: { lang: string } } }[] };
    expect(row.type).toBe('biPair');
    expect(row.children.map((c) => c.data.hProperties.lang)).toEqual(['zh-Hant', 'en']);
  });

  it('fails when a Chinese paragraph has no English partner', () => {
    const { errors } = pair('只有中文的段落。\n\n另一段中文。\n\nEnglish for the second.');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/line 1: a Chinese paragraph with no English paragraph/);
  });

  it('fails when an English paragraph stands alone', () => {
    const { errors } = pair('An English paragraph with no Chinese before it.');
    expect(errors[0]).toMatch(/English paragraph with no Chinese block before it/);
  });

  it('fails when the partner is a different kind of block', () => {
    const { errors } = pair('中文段落。\n\n- an English list');
    expect(errors[0]).toMatch(/no English paragraph right after it/);
  });

  it('gives a heading pair one anchor shared by both languages', () => {
    const { children, headings, errors } = pair('## 賄賂工頭\n\n## Bribing the canal overseer [#phase-4-bribing]\n\n### 第二節\n\n### Second part');
    expect(errors).toEqual([]);
    expect(headings).toEqual([
      { depth: 2, slug: 'phase-4-bribing', zh: '賄賂工頭', en: 'Bribing the canal overseer' },
      { depth: 3, slug: 'second-part', zh: '第二節', en: 'Second part' },
    ]);
    expect(children.filter((c) => c.type === 'heading')).toHaveLength(2);
  });

  it('refuses the same anchor twice', () => {
    const { errors } = pair('## 甲\n\n## A [#same]\n\n## 乙\n\n## B [#same]');
    expect(errors[0]).toMatch(/anchor "same" is used twice/);
  });

  it('splits a Chinese list and the English list that markdown merged into one', () => {
    const { children, errors } = pair('- 一\n- 二\n\n- one\n- two');
    expect(errors).toEqual([]);
    expect(children).toHaveLength(1);
    expect(children[0].type).toBe('biPair');
  });

  it('pairs inside a note component and tells each term which language it stands in', () => {
    const { children, errors } = pair('<Differs>\n\n原文說<T id="x">工頭</T>。\n\nThe text says <T id="x">overseer</T>.\n\n</Differs>');
    expect(errors).toEqual([]);
    const json = JSON.stringify(children);
    expect(json).toContain('"name":"from","value":"zh"');
    expect(json).toContain('"name":"from","value":"en"');
  });

  it('as a plugin, throws for a chapter file and leaves other files alone', () => {
    const run = remarkBilingual();
    const file = { path: '/x/content/chapters/test.mdx', data: {} as Record<string, any> };
    expect(() => run(parseMdx('只有中文。'), file)).toThrow(/every block needs its other language/);
    expect(() => run(parseMdx('只有中文。'), { path: '/x/src/content/docs/en/index.mdx', data: {} })).not.toThrow();
  });

  it('as a plugin, pairs a page of the Mechanisms part too: its headings get their anchors, a lone block fails', () => {
    const run = remarkBilingual();
    const file = { path: '/x/content/mechanisms/dice-luck.mdx', data: {} as Record<string, any> };
    expect(() => run(parseMdx('只有中文。'), file)).toThrow(/every block needs its other language/);
    const tree = parseMdx('## 這是什麼機制\n## What it is [#what]\n\n說明。\n\nWords.');
    run(tree, file);
    expect(file.data.astro.frontmatter.biHeadings).toEqual([{ depth: 2, slug: 'what', zh: '這是什麼機制', en: 'What it is' }]);
  });
});

describe('every chapter', () => {
  const all = chapters();
  it('exists', () => {
    expect(all.map((c) => c.game)).toContain('santiago');
  });
  for (const chapter of all) {
    it(`${chapter.game}: every block has both languages`, () => {
      const { errors, headings } = pair(chapter.body);
      expect(errors).toEqual([]);
      expect(headings.length).toBeGreaterThan(5);
    });
    it(`${chapter.game}: frontmatter fits the schema`, () => {
      const parsed = chapterSchema.safeParse(chapter.frontmatter);
      expect(parsed.success ? 'ok' : parsed.error.message).toBe('ok');
      expect(parsed.success && parsed.data.game).toBe(chapter.game);
    });
  }
  it('the schema refuses a wrong field', () => {
    const good = all[0].frontmatter;
    expect(chapterSchema.safeParse({ ...good, players: { min: 3, max: 'five' } }).success).toBe(false);
    expect(chapterSchema.safeParse({ ...good, colour: 'red' }).success).toBe(false);
    expect(chapterSchema.safeParse({ ...good, title: { zh: '聖地牙哥' } }).success).toBe(false);
  });
});
