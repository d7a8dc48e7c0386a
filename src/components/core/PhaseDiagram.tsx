/**
 * A game's phase diagram drawn from its machine definition: the states of the machine's root in
 * definition order, named by their `meta.label`, each linking to its `meta.section` of the
 * chapter. States sharing one label are one box. A transition back to an earlier box (a new
 * round) is shown as a loop. The current state is lit.
 */
import type { AnyStateMachine } from 'xstate';
import type { PhaseMeta } from '../../../engine/core/contract';
import { Bi } from './Bi';

interface NodeLike {
  key: string;
  meta?: PhaseMeta;
  type?: string;
  states?: Record<string, NodeLike>;
  on?: Record<string, unknown>;
  transitions?: Map<string, { target?: NodeLike[] }[]>;
  always?: { target?: NodeLike[] }[];
}

export interface PhaseBox {
  keys: string[];
  meta: PhaseMeta;
  /** No player acts in it: the machine passes through. */
  automatic: boolean;
  final: boolean;
  /** Labels of earlier boxes this one leads back to. */
  loopsTo: number[];
}

/** The boxes of the diagram, read off the machine. */
export function phaseBoxes(machine: AnyStateMachine): PhaseBox[] {
  const root = machine.root as unknown as NodeLike;
  const nodes = Object.values(root.states ?? {});
  const boxes: PhaseBox[] = [];
  const boxOf = new Map<string, number>();
  for (const n of nodes) {
    if (!n.meta) continue;
    const waits = (n.transitions?.size ?? Object.keys(n.on ?? {}).length) > 0;
    const last = boxes[boxes.length - 1];
    if (last && last.meta.label.en === n.meta.label.en) {
      last.keys.push(n.key);
      last.automatic = last.automatic && !waits;
      boxOf.set(n.key, boxes.length - 1);
      continue;
    }
    boxOf.set(n.key, boxes.length);
    boxes.push({ keys: [n.key], meta: n.meta, automatic: !waits, final: n.type === 'final', loopsTo: [] });
  }
  for (const n of nodes) {
    const from = boxOf.get(n.key);
    if (from === undefined) continue;
    const targets: NodeLike[] = [];
    for (const t of n.always ?? []) targets.push(...(t.target ?? []));
    for (const list of n.transitions?.values() ?? []) for (const t of list) targets.push(...(t.target ?? []));
    for (const t of targets) {
      const to = boxOf.get(t.key);
      if (to !== undefined && to < from && !boxes[from]!.loopsTo.includes(to)) boxes[from]!.loopsTo.push(to);
    }
  }
  return boxes;
}

export interface PhaseDiagramProps {
  machine: AnyStateMachine;
  /** Chapter slug (the diagram sits in that chapter; its links go to the sections on the same page). */
  chapter: string;
  /** The current state's key (dotted for nested states); nothing is lit when absent. */
  current?: string;
  title?: boolean;
}

export function PhaseDiagram({ machine, chapter, current, title = true }: PhaseDiagramProps) {
  const boxes = phaseBoxes(machine);
  const top = current?.split('.')[0];
  return (
    <nav class="pd-wrap" aria-label="phases" data-testid="phase-diagram" data-chapter={chapter}>
      {title && (
        <p class="sg-note">
          <Bi t={{ zh: '階段流程（依規則機器繪出，點選可跳到該節）', en: 'Phase flow (drawn from the rules machine; each links to its section)' }} />
        </p>
      )}
      <ol class="pd">
        {boxes.map((b) => {
          const lit = top !== undefined && b.keys.includes(top);
          return (
            <li key={b.keys[0]} class={`${b.automatic ? 'pd-auto' : ''}${b.final ? ' pd-final' : ''}`} data-state={b.keys.join(' ')}>
              <a href={`#${b.meta.section}`} aria-current={lit ? 'step' : undefined} data-testid={lit ? 'phase-current' : undefined}>
                <Bi t={b.meta.label} />
              </a>
              {b.loopsTo.map((to) => (
                <span class="pd-loop" key={to}>
                  {' ↺ '}
                  <Bi t={{ zh: `回到「${boxes[to]!.meta.label.zh}」`, en: `back to “${boxes[to]!.meta.label.en}”` }} />
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
