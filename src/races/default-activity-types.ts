import type { Locale } from '../i18n/locales'
import type { Sport } from './sport'

/**
 * The activity types every Milepost starts with (created by the migration that brought types in):
 * running and walking, which a new event counts, and wheelchair, which editors can add to one.
 */
export const DEFAULT_ACTIVITY_TYPES: { key: string; sports: Sport[]; names: Record<Locale, string> }[] = [
  {
    key: 'run',
    sports: ['running'],
    names: { en: 'Running', fr: 'Course à pied', de: 'Laufen', it: 'Corsa', nl: 'Hardlopen', es: 'Carrera', 'es-mx': 'Carrera', 'fr-ca': 'Course à pied', sv: 'Löpning' },
  },
  {
    key: 'walk',
    sports: ['walking', 'hiking'],
    names: { en: 'Walking', fr: 'Marche', de: 'Gehen', it: 'Camminata', nl: 'Wandelen', es: 'Marcha', 'es-mx': 'Caminata', 'fr-ca': 'Marche', sv: 'Promenad' },
  },
  {
    key: 'wheelchair',
    sports: ['wheelchair'],
    names: {
      en: 'Wheelchair',
      fr: 'Fauteuil roulant',
      de: 'Rollstuhl',
      it: 'Sedia a rotelle',
      nl: 'Rolstoel',
      es: 'Silla de ruedas',
      'es-mx': 'Silla de ruedas',
      'fr-ca': 'Fauteuil roulant',
      sv: 'Rullstol',
    },
  },
]
