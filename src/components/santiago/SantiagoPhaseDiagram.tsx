/** The phase diagram island (`<SantiagoPhaseDiagram />`): see PhaseDiagram.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { SantiagoPhaseDiagram as default } from './islands';
