/**
 * An XState actor of a game's machine, mirrored on the game record. The record (setup + moves)
 * is the one source of truth; the game's `play` validates each move (so a refusal carries the
 * rule id, section and message) and the accepted move is then sent to the actor, whose snapshot
 * lights the phase diagram. When the two ever differ, or the position jumps (undo, an example
 * step back, a loaded game), the actor is restarted from the state.
 */
import { createActor, type AnyActorRef, type AnyStateMachine, type StateValue } from 'xstate';
import { useEffect, useRef, useState } from 'preact/hooks';

/** A key for a state value ("a" or "a.b"). */
export function valueKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts: string[] = [];
  let v: StateValue = value;
  while (typeof v !== 'string') {
    const k = Object.keys(v)[0];
    if (k === undefined) break;
    parts.push(k);
    v = v[k] as StateValue;
  }
  if (typeof v === 'string') parts.push(v);
  return parts.join('.');
}

export function actorFrom(machine: AnyStateMachine, value: StateValue, context: unknown): AnyActorRef {
  const snapshot = machine.resolveState({ value, context: context as never });
  return createActor(machine, { snapshot }).start();
}

/**
 * Keeps an actor in step with `state` (its context built by `contextOf`): `moved(prev, move, next)` after an accepted move sends
 * the move; any other change restarts the actor. Returns the actor's current state value key.
 */
export function useActorMirror<S, M extends { type: string }>(
  machine: AnyStateMachine,
  state: S | null,
  valueOf: (s: S) => StateValue,
  /** The machine's context for a plain state (Santiago's machine wraps it as `{ state }`). */
  contextOf: (s: S) => unknown,
  lastMove: { from: S; move: M } | null,
): string | undefined {
  const ref = useRef<{ actor: AnyActorRef; state: S } | null>(null);
  const [value, setValue] = useState<string | undefined>(() => (state ? valueKey(valueOf(state)) : undefined));
  useEffect(() => {
    const cur = ref.current;
    if (state === null) {
      cur?.actor.stop();
      ref.current = null;
      setValue(undefined);
      return;
    }
    const want = valueKey(valueOf(state));
    let actor: AnyActorRef;
    if (cur && lastMove && cur.state === lastMove.from) {
      cur.actor.send(lastMove.move);
      actor = cur.actor;
      if (valueKey(actor.getSnapshot().value) !== want) {
        actor.stop();
        actor = actorFrom(machine, valueOf(state), contextOf(state));
      }
    } else {
      cur?.actor.stop();
      actor = actorFrom(machine, valueOf(state), contextOf(state));
    }
    ref.current = { actor, state };
    setValue(valueKey(actor.getSnapshot().value));
    const sub = actor.subscribe((snap: { value: StateValue }) => setValue(valueKey(snap.value)));
    return () => sub.unsubscribe();
  }, [state]);
  useEffect(() => () => ref.current?.actor.stop(), []);
  return value;
}
