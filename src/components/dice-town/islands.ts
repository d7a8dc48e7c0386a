/**
 * The Dice Town chapter's islands in one module. The chapter's island files (DiceTownExample.tsx,
 * DiceTownTable.tsx, DiceTownProbability.tsx, DiceTownPhaseDiagram.tsx) only re-export from here, so that the bundler sees
 * one set of islands sharing all their code and puts that code in one chunk instead of a chunk per
 * combination of islands: fewer files, and one gzip stream that compresses the shared engine,
 * text and views together.
 */
export { default as DiceTownExample } from './Example';
export { default as DiceTownTable } from './Table';
export { default as DiceTownProbability } from './Probability';
export { default as DiceTownPhaseDiagram } from './PhaseDiagram';
