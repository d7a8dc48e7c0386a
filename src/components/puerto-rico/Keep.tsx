/**
 * A part of a board drawn again only when what it draws changed: `k` names all of it (a string made
 * from the part's data and marks), `draw` draws it. A part someone decides on here is drawn afresh at
 * every move (its buttons' focus and handlers change): give it a `k` that changes, or draw it bare.
 */
import { Component, type ComponentChildren } from 'preact';

export class Keep extends Component<{ k: string; draw: () => ComponentChildren }> {
  override shouldComponentUpdate(next: { k: string }): boolean {
    return next.k !== this.props.k;
  }
  override render() {
    return this.props.draw();
  }
}
