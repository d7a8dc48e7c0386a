/**
 * What the class server adds to each page it serves (see server/app.ts): on the teacher's device (a
 * teacher's class kept in the browser), the presented examples' questions go to the class
 * (bridge.ts, loaded only then). Anyone else's page loads nothing more.
 */
import { kept } from './identity';

if (kept('teacher')) import('./bridge').then((b) => b.followPresenter());
