// A designer picks a widget's state by name (a select in the controls) instead of editing a raw
// `initialState` object: each stories file lists its named states once.
import type { ArgTypes } from '@storybook/react-vite';

/** The `state` control: a select of the named states, the first one by default. */
export function statePicker<Name extends string>(states: Readonly<Record<Name, unknown>>): Partial<ArgTypes> {
  return {
    state: {
      name: 'Estado',
      description: 'O estado em que o componente abre',
      control: 'select',
      options: Object.keys(states),
    },
  };
}
