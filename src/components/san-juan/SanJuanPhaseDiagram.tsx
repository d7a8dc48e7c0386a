/** The phase diagram island (`<SanJuanPhaseDiagram />`): see PhaseDiagram.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { SanJuanPhaseDiagram as default } from './islands';
