/**
 * Santiago's free-play table as the chapter first ships it: the setup form (Setup.tsx); the game
 * itself (Play.tsx) is loaded once a game is opened (see core/TableShell.tsx).
 */
import { gameTable } from '../core/gameTable';
import { Setup } from './Setup';
import './santiago.css';

export default gameTable({ chapter: 'santiago', Setup, load: () => import('./Play') });
