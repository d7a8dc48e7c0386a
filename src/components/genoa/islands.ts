/**
 * The Genoa chapter's islands in one module. The chapter's island files (GenoaTable.tsx,
 * GenoaPhaseDiagram.tsx, GenoaExample.tsx) only re-export from here, so that the bundler puts
 * their shared code in one chunk (see san-juan/islands.ts). The bot worker stays a file of its
 * own, started on first use; the result screen (Final.tsx) is loaded when a game ends.
 */
export { default as GenoaExample } from './Example';
export { default as GenoaTable } from './Table';
export { default as GenoaPhaseDiagram } from './PhaseDiagram';
