/** Canada's provinces and territories, with their names in its two languages, for the checkout's select. */
export const CANADIAN_PROVINCES: { code: string; en: string; fr: string }[] = [
  { code: 'AB', en: 'Alberta', fr: 'Alberta' },
  { code: 'BC', en: 'British Columbia', fr: 'Colombie-Britannique' },
  { code: 'MB', en: 'Manitoba', fr: 'Manitoba' },
  { code: 'NB', en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  { code: 'NL', en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  { code: 'NS', en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  { code: 'NT', en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  { code: 'NU', en: 'Nunavut', fr: 'Nunavut' },
  { code: 'ON', en: 'Ontario', fr: 'Ontario' },
  { code: 'PE', en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  { code: 'QC', en: 'Quebec', fr: 'Québec' },
  { code: 'SK', en: 'Saskatchewan', fr: 'Saskatchewan' },
  { code: 'YT', en: 'Yukon', fr: 'Yukon' },
]

/** Letters only, without accents or case: "Île-du-Prince-Édouard" and "ile du prince edouard" meet, "B.C." is "bc". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

/** Names buyers still write that are neither the code nor the official name. */
const aliases: Record<string, string> = { pq: 'QC', newfoundland: 'NL', terreneuve: 'NL', yukonterritory: 'YT', nwt: 'NT', tno: 'NT' }

const byName = new Map<string, string>([
  ...CANADIAN_PROVINCES.flatMap(({ code, en, fr }) => [folded(code), folded(en), folded(fr)].map((key): [string, string] => [key, code])),
  ...Object.entries(aliases),
])

/** The province or territory code of what a buyer typed in an address's region field ("Québec", "qc", "Colombie-Britannique"), or null. */
export function canadianProvince(county: string | null | undefined): string | null {
  return county ? (byName.get(folded(county)) ?? null) : null
}
