/**
 * The Puerto Rico chapter's islands in one module. The chapter's island files (PuertoRicoExample.tsx,
 * PuertoRicoTable.tsx, PuertoRicoPhaseDiagram.tsx) only re-export from here, so that the bundler sees
 * one set of islands sharing all their code and puts that code in one chunk instead of a chunk per
 * combination of islands (see san-juan/islands.ts). The bot worker stays a file of its own, started
 * on first use; the result screen (Final.tsx) is loaded when a game ends.
 */
export { default as PuertoRicoExample } from './Example';
export { default as PuertoRicoTable } from './Table';
export { default as PuertoRicoPhaseDiagram } from './PhaseDiagram';
