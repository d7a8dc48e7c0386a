/**
 * Genoa's free-play table as the chapter first ships it: the setup form (Setup.tsx); the game itself
 * (Play.tsx) is loaded once a game is opened (see core/TableShell.tsx).
 */
import { gameTable } from '../core/gameTable';
import { Setup } from './Setup';
import '../core/island.css';
import './genoa.css';

export default gameTable({ chapter: 'genoa', cls: 'gn-table', Setup, load: () => import('./Play') });
