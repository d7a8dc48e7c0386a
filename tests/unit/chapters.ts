/** Reads the chapters' sources for the frame's tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';

export const CHAPTER_DIR = 'content/chapters';

export interface ChapterSource {
  game: string;
  path: string;
  text: string;
  frontmatter: Record<string, unknown>;
  body: string;
}

export function chapters(): ChapterSource[] {
  return readdirSync(CHAPTER_DIR)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => {
      const path = join(CHAPTER_DIR, f);
      const text = readFileSync(path, 'utf8');
      const m = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
      if (!m) throw new Error(`${path}: no frontmatter`);
      return { game: f.replace(/\.mdx$/, ''), path, text, frontmatter: yaml.load(m[1]) as Record<string, unknown>, body: m[2] };
    });
}

/** The mdast of an MDX body, as the book's build parses it (GFM tables and lists, JSX). */
export function parseMdx(body: string) {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(body);
}
