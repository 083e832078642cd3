import countries from 'i18n-iso-countries'

/** Every ISO 3166-1 alpha-2 code, for select fields of countries. */
export const countryOptions = Object.keys(countries.getAlpha2Codes())
  .sort()
  .map((code) => ({ label: code, value: code }))
