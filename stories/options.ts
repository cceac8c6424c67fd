/**
 * Sample options for the choice components, each value the label in lower case with hyphens for spaces
 * ('Single Family' is 'single-family'), the way the site's own option values read.
 */
export const optionsFor = (...labels: string[]) =>
  labels.map((label) => ({ value: label.toLowerCase().replaceAll(' ', '-'), label }));

/** The states the company builds in: the sample for Select and NativeSelect. */
export const locations = optionsFor('California', 'Oregon', 'Hawaii');
