/**
 * Keyboard play on a board, the DOM part (the pure part is roving.ts).
 *
 * `useRoving`: a group of items (plots on an SVG board, cards, dice, choices) is one Tab stop; the
 * arrow keys move between the items that can be chosen now (Shift + arrow: between all of them),
 * Home and End to the first and last, Enter or Space chooses. Items get `tabindex` as an attribute,
 * which SVG elements need.
 *
 * `useFocusNext`: when a local person is to act, focus goes to the next thing to do (the element
 * marked `data-next` in the surface: a roving group, an input, a button), but only when the focus
 * is already in the surface or has just fallen out of it (or out of its island) because the control
 * that held it went away. The reader's focus elsewhere on the page is never taken.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { movePool, stepFrom, stepOf, tabStop, type Pt } from './roving';

export interface RovingOptions<K extends string> {
  /** The group's items, in document order. */
  ids: readonly K[];
  /** The items that can be chosen now (the arrows keep to them when there are some). */
  preferred?: readonly K[];
  /** Chooses an item on Enter or Space (items that are not native buttons). */
  choose?: (id: K) => void;
  /** At the end of a line, an arrow goes on to the next item in order (rows of cards). */
  linear?: boolean;
  /** An item got the focus. */
  onActive?: (id: K) => void;
}

export interface RovingItem {
  tabindex: number;
  ref: (el: Element | null) => void;
  onFocus: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
  'data-roving': string;
}

const centre = (el: Element | undefined): Pt | undefined => {
  if (!el) return undefined;
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

export function useRoving<K extends string>(o: RovingOptions<K>) {
  const [active, setActive] = useState<K | null>(null);
  const els = useRef(new Map<K, Element>());
  const refFns = useRef(new Map<K, (el: Element | null) => void>());
  const opts = useRef(o);
  opts.current = o;
  const stop = tabStop(o.ids, o.preferred ?? [], active);

  const refFor = (id: K) => {
    let f = refFns.current.get(id);
    if (!f) {
      f = (el: Element | null) => {
        if (el) els.current.set(id, el);
        else els.current.delete(id);
      };
      refFns.current.set(id, f);
    }
    return f;
  };

  const onKey = (id: K) => (e: KeyboardEvent) => {
    const { ids, preferred = [], choose, linear } = opts.current;
    if ((e.key === 'Enter' || e.key === ' ') && choose && !(e.currentTarget instanceof HTMLButtonElement)) {
      e.preventDefault();
      e.stopPropagation();
      choose(id);
      return;
    }
    const step = stepOf(e.key);
    if (!step || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    e.stopPropagation();
    const from = ids.indexOf(id);
    if (from < 0) return;
    const items = ids.map((k) => centre(els.current.get(k))) as Pt[];
    const pool = movePool(ids, preferred, from, e.shiftKey);
    const to = stepFrom(items, from, step, pool, linear);
    if (to === from) return;
    const next = ids[to]!;
    setActive(next);
    (els.current.get(next) as HTMLElement | SVGElement | undefined)?.focus();
  };

  const item = (id: K): RovingItem => ({
    tabindex: id === stop ? 0 : -1,
    ref: refFor(id),
    onFocus: () => {
      setActive(id);
      opts.current.onActive?.(id);
    },
    onKeyDown: onKey(id),
    'data-roving': '',
  });

  return { stop, active, setActive, item };
}

/**
 * State that belongs to one position: what the reader has picked so far (dice, cards, a tile, an
 * amount). It is forgotten as soon as `key` changes, in the same render (an effect would clear it a
 * frame later and could eat a key pressed in between).
 */
export function usePositionState<T>(key: unknown, initial: T): [T, (v: T) => void] {
  const [held, setHeld] = useState<{ key: unknown; value: T }>({ key, value: initial });
  const value = held.key === key ? held.value : initial;
  return [value, (v: T) => setHeld({ key, value: v })];
}

// ---- where the focus was last ----

let lastEl: Element | null = null;
let lastIsland: Element | null = null;
let lastSurface: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (e) => {
      const t = e.target;
      if (!(t instanceof Element)) return;
      lastEl = t;
      lastIsland = t.closest('astro-island');
      lastSurface = t.closest('[data-surface]');
    },
    true,
  );
}

/** Whether an element can hold the focus now (still on the page, not disabled, focusable). */
const canHoldFocus = (el: Element): boolean =>
  el.isConnected && !(el as HTMLButtonElement).disabled && (el.hasAttribute('tabindex') || el.matches('button,input,select,textarea,a[href],summary'));

/** The focus rests on the table's status line of `root`'s island while bots move: the game may take it back. */
const restsIn = (a: Element, root: Element): boolean =>
  a.matches('[data-table-status]') && a.closest('.sg-island') !== null && a.closest('.sg-island') === root.closest('.sg-island');

/**
 * Whether focus may be moved into `root`: it is in `root` already (or rests on its table's status line), or it fell to the page's body
 * because the element that held it in `root` (or, with `island`, anywhere in root's island) went
 * away or can no longer be focused.
 */
export function mayTakeFocus(root: Element, island = false): boolean {
  const a = document.activeElement;
  if (a && a !== document.body && a !== document.documentElement) return root.contains(a) || restsIn(a, root);
  if (!lastEl || canHoldFocus(lastEl)) return false;
  if (lastSurface === root) return true;
  return island && lastIsland !== null && lastIsland === root.closest('astro-island');
}

/**
 * The element to focus in `root`: what is marked `data-next` (a group's item holding its Tab stop, or
 * the control itself), else the first enabled control of an element marked `data-controls`.
 */
export const nextTarget = (root: Element): HTMLElement | null =>
  root.querySelector('[data-next][tabindex="0"], [data-next] [tabindex="0"], input[data-next]:not([disabled])') ??
  root.querySelector('[data-controls] :is(button, input, select):not([disabled])');

/**
 * Moves the focus to the next thing to do when `key` changes (a new position) and `acting` (a local
 * person is to act), under the rule of `mayTakeFocus`; the first time, the focus may also come from
 * elsewhere in the island (the start button that opened the game). When nobody local acts and the
 * focus fell out of the surface, it goes to `idle` (a selector looked up in the surface's island, such
 * as an example's Forward button) or to the surface itself, so that it stays in the game.
 */
export function useFocusNext(root: RefObject<HTMLElement>, key: unknown, acting: boolean, idle?: string) {
  const first = useRef(true);
  useEffect(() => {
    const el = root.current;
    const wasFirst = first.current;
    first.current = false;
    if (!el) return;
    // after the browser has settled the focus of a control that went away
    const t = setTimeout(() => {
      if (!el.isConnected || !mayTakeFocus(el, wasFirst)) return;
      if (acting) {
        const target = nextTarget(el);
        if (target && target !== document.activeElement) target.focus();
        return;
      }
      if (el.contains(document.activeElement) && document.activeElement !== el && canHoldFocus(document.activeElement!)) return;
      const scope = el.closest('.sg-island') ?? el;
      const fallback = idle ? (scope.querySelector(idle) as HTMLElement | null) : null;
      if (fallback && canHoldFocus(fallback)) fallback.focus();
      else el.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(t);
  }, [key, acting]);
}
