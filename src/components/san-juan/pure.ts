/**
 * A part of the tableau drawn again only when what it shows changes: its props are compared one by
 * one, lists and records by their content. A step of an example or a move at the table then redraws
 * the parts it changed (a seat that built, the hand that paid), not every card on the table. Props
 * of such a part hold data only, no handlers.
 */
import { Component } from 'preact';

/** Whether two props objects show the same thing: the same keys, each value equal or of equal content. */
export function sameProps(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((k) => x[k] === y[k] || (typeof x[k] === 'object' && typeof y[k] === 'object' && JSON.stringify(x[k]) === JSON.stringify(y[k])));
}

export abstract class Pure<P extends object> extends Component<P> {
  shouldComponentUpdate(next: P): boolean {
    return !sameProps(this.props, next);
  }
}
