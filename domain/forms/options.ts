/** One choice of a select, radio group or checkbox group: the value sent to the API and the text people read. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export type OptionValue<T extends readonly Option[]> = T[number]['value'];

/** The label people read for a stored value; an unknown value is shown as it is rather than hidden. */
export const labelOf = <T extends readonly Option[]>(options: T, value: string): string =>
  options.find((option) => option.value === value)?.label ?? value;
