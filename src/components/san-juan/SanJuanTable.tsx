/** The free-play table island (`<SanJuanTable />`): see Table.tsx; loaded through islands.ts so the chapter's islands share one chunk. */
export { SanJuanTable as default } from './islands';
