/** Clothing sizes, smallest first. */
export const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
