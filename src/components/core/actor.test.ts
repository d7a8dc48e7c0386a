import { describe, expect, it } from 'vitest';
import { santiago } from '../../../engine/santiago/game';
import { santiagoMachine } from '../../../engine/santiago/machine';
import { actorFrom, valueKey } from './actor';
import { phaseBoxes } from './PhaseDiagram';
import { santiagoExamples } from '../../../engine/santiago/examples';
import { runExample } from '../../../engine/core/example';

describe('actor mirror', () => {
  it('an actor restored from a state follows the engine move by move', () => {
    const start = santiago.setup({ players: 4, seed: 7 });
    if (!start.ok) throw new Error(start.error.en);
    let state = start.state;
    const actor = actorFrom(santiagoMachine, state.phase, { state });
    expect(valueKey(actor.getSnapshot().value)).toBe('bidding');
    for (let i = 0; i < 40; i++) {
      const move = santiago.legalMoves(state)[0]!;
      const r = santiago.play(state, move);
      if (!r.ok) throw new Error(r.violation.message.en);
      actor.send(move);
      state = r.state;
      expect(valueKey(actor.getSnapshot().value)).toBe(state.phase);
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().context.state.money).toEqual(state.money);
      expect(actor.getSnapshot().context.state.plantations).toEqual(state.plantations);
    }
    actor.stop();
  });

  it('an actor started at any step of every worked example takes the step like the engine', () => {
    for (const ex of santiagoExamples) {
      const run = runExample(santiago, ex);
      expect(run.ok, ex.id).toBe(true);
      if (!run.ok) continue;
      ex.steps.forEach((step, i) => {
        const actor = actorFrom(santiagoMachine, run.states[i]!.phase, { state: run.states[i]! });
        actor.send(step.move);
        const snap = actor.getSnapshot();
        expect(snap.status, `${ex.id} step ${i}`).toBe(run.states[i + 1]!.phase === 'gameOver' ? 'done' : 'active');
        expect(valueKey(snap.value), `${ex.id} step ${i}`).toBe(run.states[i + 1]!.phase);
        expect(snap.context.state.money, `${ex.id} step ${i}`).toEqual(run.states[i + 1]!.money);
        actor.stop();
      });
    }
  });
});

describe('phase diagram', () => {
  it('reads the boxes off the machine, in order, with the round loop', () => {
    const boxes = phaseBoxes(santiagoMachine);
    const labels = boxes.map((b) => b.meta.label.en);
    expect(labels.indexOf('Phase 1: bidding')).toBeGreaterThan(labels.indexOf('Reveal the plantations'));
    expect(labels.indexOf('Phase 3: take and plant')).toBeGreaterThan(labels.indexOf('Phase 1: bidding'));
    const bidding = boxes.find((b) => b.keys.includes('bidding'))!;
    expect(bidding.automatic).toBe(false);
    expect(bidding.meta.section).toBe('phase-1-bidding');
    const drought = boxes.find((b) => b.keys.includes('drought'))!;
    expect(drought.automatic).toBe(true);
    const reveal = boxes.findIndex((b) => b.keys.includes('reveal'));
    // the round loop: some later box leads back to the reveal
    const loops = boxes.filter((b) => b.loopsTo.includes(reveal));
    expect(loops.length).toBeGreaterThan(0);
    expect(boxes.indexOf(loops[0]!)).toBeGreaterThan(boxes.indexOf(drought));
    expect(boxes.find((b) => b.keys.includes('gameOver'))!.final).toBe(true);
    expect(boxes.filter((b) => b.final)).toHaveLength(1);
  });
});
