/** The free-play table island (`<DiceTownTable />`): see Table.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { DiceTownTable as default } from './islands';
