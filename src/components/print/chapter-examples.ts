/**
 * The worked examples a chapter shows, in the order its MDX places them: the tags of the
 * component it imports from a game's `ExampleBlock.astro` (`<PuertoRicoExample id="…" />`). The
 * printed parts (src/pages/print/[chapter].astro) follow this order, so that the chapter's
 * questions are numbered as a reader meets them.
 */

/** MDX comments (`{/* … *\/}`) hold nothing the chapter shows. */
const COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;

/** The example ids of the chapter `mdx` (its source text), in order; throws on an example placed twice. */
export function exampleIdsOf(mdx: string): string[] {
  const body = mdx.replace(COMMENT, '');
  const names = [...body.matchAll(/^import\s+([A-Za-z_$][\w$]*)\s+from\s+['"][^'"]*\/ExampleBlock\.astro['"]/gm)].map((m) => m[1]!);
  if (names.length === 0) return [];
  const tag = new RegExp(`<(?:${names.join('|')})\\b([^>]*)>`, 'g');
  const ids: string[] = [];
  for (const m of body.matchAll(tag)) {
    const id = /\bid=(?:"([^"]*)"|'([^']*)')/.exec(m[1]!);
    if (!id) throw new Error(`example tag without an id: ${m[0]}`);
    const value = id[1] ?? id[2]!;
    if (ids.includes(value)) throw new Error(`example "${value}" is placed twice in the chapter`);
    ids.push(value);
  }
  return ids;
}
