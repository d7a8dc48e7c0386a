/** The phase diagram island (`<PuertoRicoPhaseDiagram />`): see PhaseDiagram.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { PuertoRicoPhaseDiagram as default } from './islands';
