/** The phase diagram island (`<GenoaPhaseDiagram />`): see PhaseDiagram.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { GenoaPhaseDiagram as default } from './islands';
