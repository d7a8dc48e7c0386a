/**
 * A game's phase diagram drawn from its machine definition: the states of the machine's root in
 * definition order, named by their `meta.label`, each linking to its `meta.section` of the
 * chapter. States sharing one label are one box. A transition back to an earlier box (a new
 * round) is shown as a loop. The current state is lit.
 *
 * A machine with many small steps can be drawn in `groups` instead: each group names its states,
 * a label and a section; neighbouring groups marked `alt` are drawn as alternatives (one of them
 * is played, e.g. the role a player picks). The lit group also names the step the game is in.
 */
import type { AnyStateMachine } from 'xstate';
import type { Bilingual, PhaseMeta } from '../../../engine/core/contract';
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
  /** One of several alternatives drawn side by side (only with groups). */
  alt?: boolean;
}

export interface PhaseGroup {
  keys: string[];
  label: Bilingual;
  section: string;
  alt?: boolean;
  /**
   * The earlier groups (by index) this one leads back to. A machine whose every decision may lead
   * to every resting state (the next state chosen by guards) would otherwise show a loop back to
   * every earlier box; the groups then name the loops that matter. Each one must be a transition
   * the machine has: a declared loop it cannot take is refused.
   */
  loopsTo?: number[];
}

const waitsIn = (n: NodeLike) => (n.transitions?.size ?? Object.keys(n.on ?? {}).length) > 0;

const targetsOf = (n: NodeLike): NodeLike[] => {
  const targets: NodeLike[] = [];
  for (const t of n.always ?? []) targets.push(...(t.target ?? []));
  for (const list of n.transitions?.values() ?? []) for (const t of list) targets.push(...(t.target ?? []));
  return targets;
};

/** Adds the loops back to earlier boxes, read off the machine's transitions. */
function withLoops(nodes: NodeLike[], boxes: PhaseBox[]): PhaseBox[] {
  const boxOf = new Map<string, number>();
  boxes.forEach((b, i) => b.keys.forEach((k) => boxOf.set(k, i)));
  for (const n of nodes) {
    const from = boxOf.get(n.key);
    if (from === undefined) continue;
    for (const t of targetsOf(n)) {
      const to = boxOf.get(t.key);
      if (to !== undefined && to < from && !boxes[from]!.loopsTo.includes(to)) boxes[from]!.loopsTo.push(to);
    }
  }
  return boxes;
}

/**
 * The boxes of a diagram drawn in groups. Throws if a group names a state the machine lacks or a
 * state of the machine's root is in no group (a diagram must not hide a step).
 */
export function groupedBoxes(machine: AnyStateMachine, groups: readonly PhaseGroup[]): PhaseBox[] {
  const root = machine.root as unknown as NodeLike;
  const states = root.states ?? {};
  const seen = new Set<string>();
  const boxes: PhaseBox[] = groups.map((g) => {
    const nodes = g.keys.map((k) => {
      const n = states[k];
      if (!n) throw new Error(`phase diagram: no state "${k}"`);
      if (seen.has(k)) throw new Error(`phase diagram: state "${k}" in two groups`);
      seen.add(k);
      return n;
    });
    return {
      keys: g.keys.slice(),
      meta: { section: g.section, undo: 'allowed', label: g.label },
      automatic: !nodes.some(waitsIn),
      final: nodes.some((n) => n.type === 'final'),
      loopsTo: [],
      ...(g.alt ? { alt: true } : {}),
    };
  });
  const missing = Object.keys(states).filter((k) => !seen.has(k));
  if (missing.length) throw new Error(`phase diagram: states in no group: ${missing.join(', ')}`);
  if (!groups.some((g) => g.loopsTo)) return withLoops(Object.values(states), boxes);
  // declared loops: each must be a transition of the machine from the group back to the earlier one
  groups.forEach((g, from) => {
    for (const to of g.loopsTo ?? []) {
      const back = groups[to];
      if (!back || to >= from) throw new Error(`phase diagram: group ${from} cannot loop to ${to}`);
      const taken = g.keys.some((k) => targetsOf(states[k]!).some((t) => back.keys.includes(t.key)));
      if (!taken) throw new Error(`phase diagram: no transition from group ${from} back to group ${to}`);
      boxes[from]!.loopsTo.push(to);
    }
  });
  return boxes;
}

/** The boxes of the diagram, read off the machine. */
export function phaseBoxes(machine: AnyStateMachine): PhaseBox[] {
  const root = machine.root as unknown as NodeLike;
  const nodes = Object.values(root.states ?? {});
  const boxes: PhaseBox[] = [];
  for (const n of nodes) {
    if (!n.meta) continue;
    const waits = waitsIn(n);
    const last = boxes[boxes.length - 1];
    if (last && last.meta.label.en === n.meta.label.en) {
      last.keys.push(n.key);
      last.automatic = last.automatic && !waits;
      continue;
    }
    boxes.push({ keys: [n.key], meta: n.meta, automatic: !waits, final: n.type === 'final', loopsTo: [] });
  }
  return withLoops(nodes, boxes);
}

export interface PhaseDiagramProps {
  machine: AnyStateMachine;
  /** Chapter slug (the diagram sits in that chapter; its links go to the sections on the same page). */
  chapter: string;
  /** The current state's key (dotted for nested states); nothing is lit when absent. */
  current?: string;
  title?: boolean;
  /** Draw these groups instead of one box per label. */
  groups?: readonly PhaseGroup[];
}

export function PhaseDiagram({ machine, chapter, current, title = true, groups }: PhaseDiagramProps) {
  const boxes = groups ? groupedBoxes(machine, groups) : phaseBoxes(machine);
  const top = current?.split('.')[0];
  const states = (machine.root as unknown as NodeLike).states ?? {};
  const stepLabel = groups && top ? states[top]?.meta?.label : undefined;
  const item = (b: PhaseBox) => {
    const lit = top !== undefined && b.keys.includes(top);
    return (
      <li key={b.keys[0]} class={`${b.automatic ? 'pd-auto' : ''}${b.final ? ' pd-final' : ''}`} data-state={b.keys.join(' ')}>
        <a href={`#${b.meta.section}`} aria-current={lit ? 'step' : undefined} data-testid={lit ? 'phase-current' : undefined}>
          <Bi t={b.meta.label} />
        </a>
        {lit && stepLabel && stepLabel.en !== b.meta.label.en && (
          <span class="pd-step" data-testid="phase-step">
            <Bi t={stepLabel} />
          </span>
        )}
        {b.loopsTo.map((to) => (
          <span class="pd-loop" key={to}>
            {' ↺ '}
            <Bi t={{ zh: `回到「${boxes[to]!.meta.label.zh}」`, en: `back to “${boxes[to]!.meta.label.en}”` }} />
          </span>
        ))}
      </li>
    );
  };
  // neighbouring alternatives are drawn together, as one step of the flow
  const runs: PhaseBox[][] = [];
  for (const b of boxes) {
    const last = runs[runs.length - 1];
    if (b.alt && last && last[0]!.alt) last.push(b);
    else runs.push([b]);
  }
  return (
    <nav class="pd-wrap" aria-label="phases" data-testid="phase-diagram" data-chapter={chapter}>
      {title && (
        <p class="sg-note">
          <Bi t={{ zh: '階段流程（依規則機器繪出，點選可跳到該節）', en: 'Phase flow (drawn from the rules machine; each links to its section)' }} />
        </p>
      )}
      <ol class="pd">
        {runs.map((run) =>
          run.length === 1 && !run[0]!.alt ? (
            item(run[0]!)
          ) : (
            <li key={`alt-${run[0]!.keys[0]}`} class="pd-alts">
              <span class="sg-note">
                <Bi t={{ zh: '擇一：', en: 'one of:' }} />
              </span>
              <ol class="pd pd-or">{run.map(item)}</ol>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
