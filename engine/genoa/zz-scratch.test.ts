import { it } from 'vitest';
import { loaded, run, refused } from './testing';
import { genoa } from './game';
const show = (s: any) => console.log(JSON.stringify({ phase: s.phase, order: s.order, path: s.path, trader: s.trader, ducats: s.seats.map((x: any) => x.ducats), hand: s.seats.map((x:any)=>x.hand), markers: s.seats.map((x:any)=>x.markers), sup: s.markerSupply, owners: s.owners, taken: s.takenStreets, wishes: s.wishes, counter: s.counter, used: s.usedBuildings, acted: s.acted, log: s.log.slice(-3).map((l: any) => l.en), legal: genoa.legalMoves(s).slice(-3) }));
it('acq', () => {
  let s = loaded({ players: 3, path: ['st-5-2', 'coach_house', 'st-7-2'], phase: 'acquisition', seats: [{ markers: 2 }, {}, { markers: 3 }] }); show(s);
  s = run(s, { type: 'acquire', seat: 0, street: 'st-5-2', buildings: ['guild_hall', 'coach_house'] }); show(s);
  s = run(s, { type: 'acquire', seat: 2, street: 'st-7-2', buildings: ['coach_house', 'spices'] }); show(s);
});
it('wish', () => {
  let s = loaded({ players: 3, path: ['st-3-2'], seats: [{}, {}, {}] }); show(s);
  s = run(s, { type: 'wish', seat: 1, target: 'post_office', bundle: { ducats: 10 } }, { type: 'noOffer', seat: 2 }); show(s);
  console.log(JSON.stringify(refused(s, { type: 'accept', seat: 0, bidder: 1 })));
  s = run(s, { type: 'move', seat: 0, to: 'st-3-3' }); show(s);
  s = run(s, { type: 'offer', seat: 1, offer: { target: 'post_office', kind: 'moveAndAct', bidderPays: { ducats: 10 }, traderPays: {}, promise: [] } }, { type: 'noOffer', seat: 2 }); show(s);
  s = run(s, { type: 'accept', seat: 0, bidder: 1 }); show(s);
});
it('counter', () => {
  let s = loaded({ players: 3, path: ['st-4-2'], seats: [{}, {}, {}] });
  s = run(s, { type: 'offer', seat: 1, offer: { target: 'guild_hall', kind: 'moveAndAct', bidderPays: { ducats: 10 }, traderPays: {}, promise: [] } }, { type: 'noOffer', seat: 2 }); show(s);
  s = run(s, { type: 'counter', seat: 0, offer: { bidder: 1, target: 'guild_hall', kind: 'moveAndAct', bidderPays: { ducats: 20 }, traderPays: {}, promise: [] } }); show(s);
  s = run(s, { type: 'agree', seat: 1 }); show(s);
});
