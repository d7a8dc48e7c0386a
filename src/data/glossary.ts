/** Each game's glossary (content/glossary/<game>.json): terms in both languages. */
export interface GlossaryTerm {
  id: string;
  zh: string;
  en: string;
  alt?: { zh?: string[]; en?: string[] };
  def?: { zh: string; en: string };
}

const files = import.meta.glob<{ default: GlossaryTerm[] }>('../../content/glossary/*.json', { eager: true });

export const glossaries: Record<string, GlossaryTerm[]> = Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), mod.default]),
);

export function findTerm(game: string, id: string): GlossaryTerm {
  const term = glossaries[game]?.find((t) => t.id === id);
  if (!term) throw new Error(`Glossary of "${game}" has no term "${id}" (content/glossary/${game}.json).`);
  return term;
}
