/**
 * A choice among a few options, drawn as a row of segmented buttons (native radio inputs, so it is
 * one Tab stop with the arrow keys inside, as every radio group). Unlike a <select>, each option
 * holds both languages, laid out as two lines in 對照.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { useId } from 'preact/hooks';
import { Bi } from './Bi';

export interface ChoiceOption<V extends string> {
  value: V;
  label: Bilingual;
}

export function Choice<V extends string>(p: {
  legend: Bilingual;
  value: V;
  options: readonly ChoiceOption<V>[];
  onChange: (v: V) => void;
  /** The group's test id; each input gets `<testId>-<value>`. */
  testId?: string;
  /** Shows the legend to screen readers only (the row is labelled elsewhere, e.g. by a seat chip). */
  quietLegend?: boolean;
  /** The radio group's name (default: one of its own). */
  name?: string;
}) {
  const id = useId();
  const name = p.name ?? `sg-choice-${id}`;
  return (
    <fieldset class="sg-choice" data-testid={p.testId} data-value={p.value}>
      <legend class={p.quietLegend ? 'sr-only' : undefined}>
        <Bi t={p.legend} />
      </legend>
      <div class="sg-choice-opts">
        {p.options.map((o) => (
          <label key={o.value} class="sg-choice-opt">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === p.value}
              data-testid={p.testId ? `${p.testId}-${o.value}` : undefined}
              onChange={() => p.onChange(o.value)}
            />
            <Bi t={o.label} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
