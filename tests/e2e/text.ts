/**
 * A text to match exactly, character for character. `toHaveText` with a string folds every run of
 * white space into one space, and so would take a plain space for the no-break space a locale
 * puts in an amount ("30,00 £").
 */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}
