/**
 * The Santiago chapter's islands in one module. The chapter's island files (SantiagoExample.tsx,
 * SantiagoTable.tsx, SantiagoPhaseDiagram.tsx) only re-export from here, so that the bundler sees
 * one set of islands sharing all their code and puts that code in one chunk instead of a chunk per
 * combination of islands: fewer files, and one gzip stream that compresses the shared engine, text
 * and views together. The trade-off: the first island to come into view loads the chapter's whole
 * island code, not just its own part of it. The bot worker stays a file of its own, started on
 * first use.
 */
export { default as SantiagoExample } from './Example';
export { default as SantiagoTable } from './Table';
export { default as SantiagoPhaseDiagram } from './PhaseDiagram';
