/** The phase diagram island (`<DiceTownPhaseDiagram />`): see PhaseDiagram.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { DiceTownPhaseDiagram as default } from './islands';
