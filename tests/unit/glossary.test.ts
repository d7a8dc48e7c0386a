import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chapters } from './chapters';

interface Term {
  id: string;
  zh: string;
  en: string;
}

describe('glossary', () => {
  for (const chapter of chapters()) {
    const path = `content/glossary/${chapter.game}.json`;
    it(`${chapter.game}: has a glossary whose terms are complete and unique`, () => {
      expect(existsSync(path)).toBe(true);
      const terms: Term[] = JSON.parse(readFileSync(path, 'utf8'));
      expect(terms.length).toBeGreaterThan(10);
      const ids = terms.map((t) => t.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const t of terms) {
        expect(t.id).toMatch(/^[a-z0-9-]+$/);
        expect(t.zh).toMatch(/\p{Script=Han}/u);
        expect(t.en).toMatch(/[A-Za-z]/);
      }
    });
    it(`${chapter.game}: every marked term is in the glossary`, () => {
      const terms: Term[] = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : [];
      const known = new Set(terms.map((t) => t.id));
      const used = [...chapter.body.matchAll(/<T\s+id="([^"]+)"/g)].map((m) => m[1]);
      expect(used.length).toBeGreaterThan(10);
      expect(used.filter((id) => !known.has(id))).toEqual([]);
    });
  }
});
