/** Whether a value is one of a list of literals, and so of their type (`includes` narrows nothing). */
export const isOneOf = <const T>(list: readonly T[], value: unknown): value is T => list.some((member) => member === value)
