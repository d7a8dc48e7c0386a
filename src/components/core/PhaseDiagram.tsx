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
import { useId } from 'preact/hooks';
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
  /** The chapter's address, when the diagram stands on another page: its links lead to the sections there. */
  base?: string;
  /** The current state's key (dotted for nested states); nothing is lit when absent. */
  current?: string;
  title?: boolean;
  /** Draw these groups instead of one box per label. */
  groups?: readonly PhaseGroup[];
  /**
   * The chapter's own diagram, a navigation landmark (one per page). Diagrams inside an example or
   * a table are not landmarks.
   */
  landmark?: boolean;
  /** Mark the lit box for tests (off for a second copy of a diagram, e.g. inside a phase strip). */
  testIds?: boolean;
}

const DIAGRAM_NAME: Bilingual = { zh: '階段流程', en: 'Phase flow' };

/** The step label of a grouped diagram's lit group, when it says more than the group's label. */
function litOf(machine: AnyStateMachine, boxes: PhaseBox[], current: string | undefined, grouped: boolean) {
  const top = current?.split('.')[0];
  const states = (machine.root as unknown as NodeLike).states ?? {};
  const index = top === undefined ? -1 : boxes.findIndex((b) => b.keys.includes(top));
  const step = grouped && top ? states[top]?.meta?.label : undefined;
  return { index, step: step && index >= 0 && step.en !== boxes[index]!.meta.label.en ? step : undefined };
}

export function PhaseDiagram({ machine, chapter, base = '', current, title = true, groups, landmark = false, testIds = true }: PhaseDiagramProps) {
  const boxes = groups ? groupedBoxes(machine, groups) : phaseBoxes(machine);
  const lit = litOf(machine, boxes, current, !!groups);
  const nameId = useId();
  const item = (b: PhaseBox, i: number) => {
    const on = i === lit.index;
    return (
      <li key={b.keys[0]} class={`${b.automatic ? 'pd-auto' : ''}${b.final ? ' pd-final' : ''}`} data-state={b.keys.join(' ')}>
        <a href={`${base}#${b.meta.section}`} aria-current={on ? 'step' : undefined} data-testid={on && testIds ? 'phase-current' : undefined}>
          <Bi t={b.meta.label} />
        </a>
        {on && lit.step && (
          <span class="pd-step" data-testid={testIds ? 'phase-step' : undefined}>
            <Bi t={lit.step} />
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
  const runs: { box: PhaseBox; i: number }[][] = [];
  boxes.forEach((b, i) => {
    const last = runs[runs.length - 1];
    if (b.alt && last && last[0]!.box.alt) last.push({ box: b, i });
    else runs.push([{ box: b, i }]);
  });
  const Wrap = landmark ? 'nav' : 'div';
  return (
    <Wrap class="pd-wrap" aria-labelledby={landmark ? nameId : undefined} data-testid="phase-diagram" data-chapter={chapter}>
      <p class={title ? 'sg-note' : 'sr-only'} id={nameId}>
        <Bi t={title ? { zh: '階段流程（依規則機器繪出，點選可跳到該節）', en: 'Phase flow (drawn from the rules machine; each links to its section)' } : DIAGRAM_NAME} />
      </p>
      <ol class="pd">
        {runs.map((run) =>
          run.length === 1 && !run[0]!.box.alt ? (
            item(run[0]!.box, run[0]!.i)
          ) : (
            <li key={`alt-${run[0]!.box.keys[0]}`} class="pd-alts">
              <span class="sg-note">
                <Bi t={{ zh: '擇一：', en: 'one of:' }} />
              </span>
              <ol class="pd pd-or">{run.map((r) => item(r.box, r.i))}</ol>
            </li>
          ),
        )}
      </ol>
    </Wrap>
  );
}

/**
 * The phase diagram as a compact strip: the phase before, the current one (with its step) and the
 * one after, and the whole diagram one click away. For worked examples and tables, where the full
 * diagram would push the board off the screen.
 */
export function PhaseStrip(props: PhaseDiagramProps) {
  const { machine, current, groups, base = '' } = props;
  const boxes = groups ? groupedBoxes(machine, groups) : phaseBoxes(machine);
  const lit = litOf(machine, boxes, current, !!groups);
  const at = lit.index;
  const box = (b: PhaseBox, role: 'prev' | 'now' | 'next') => (
    <li class={`pd-${role}${b.automatic ? ' pd-auto' : ''}${b.final ? ' pd-final' : ''}`} data-state={b.keys.join(' ')}>
      <a href={`${base}#${b.meta.section}`} aria-current={role === 'now' ? 'step' : undefined} data-testid={role === 'now' ? 'phase-current' : undefined}>
        <Bi t={b.meta.label} />
      </a>
      {role === 'now' && lit.step && (
        <span class="pd-step" data-testid="phase-step">
          <Bi t={lit.step} />
        </span>
      )}
    </li>
  );
  const now = boxes[at];
  const loop = now && now.loopsTo.length > 0 ? boxes[now.loopsTo[0]!] : undefined;
  const next = now && !now.final ? boxes[at + 1] : undefined;
  return (
    <div class="pd-strip" data-testid="phase-strip" data-chapter={props.chapter}>
      <span class="sr-only">
        <Bi t={DIAGRAM_NAME} />
      </span>
      <ol class="pd">
        {at > 0 && box(boxes[at - 1]!, 'prev')}
        {now ? box(now, 'now') : <li class="pd-now">…</li>}
        {next && box(next, 'next')}
        {loop && !next && (
          <li class="pd-next pd-loop">
            ↺ <Bi t={loop.meta.label} />
          </li>
        )}
      </ol>
      <details class="pd-all">
        <summary>
          <Bi t={{ zh: '全部階段', en: 'All phases' }} />
        </summary>
        <PhaseDiagram {...props} title={false} landmark={false} testIds={false} />
      </details>
    </div>
  );
}
