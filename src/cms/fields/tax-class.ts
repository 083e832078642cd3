export const taxClassOptions = [
  { label: 'Standard', value: 'standard' },
  { label: 'Reduced', value: 'reduced' },
  { label: 'Digital services', value: 'digital' },
  { label: 'Zero-rated', value: 'zero' },
]
