import { isOneOf } from '../lib/one-of'

/**
 * The sport a file records, in one vocabulary for FIT, TCX and GPX. Editors map activity types
 * (run, walk, wheelchair, …) to these; a leg whose sport no type of the event maps is not counted.
 * `null` is a file (or leg) that does not say: FIT's "generic", TCX's "Other", a GPX without <type>.
 */
export const SPORTS = [
  'running',
  'walking',
  'hiking',
  'wheelchair',
  'cycling',
  'swimming',
  'rowing',
  'paddling',
  'skiing',
  'skating',
  'workout',
  'other',
  /** The change between two legs of a multisport file: never counted, never a reason to refuse. */
  'transition',
] as const

export type Sport = (typeof SPORTS)[number]

export const isSport = (value: unknown): value is Sport => isOneOf(SPORTS, value)

/** FIT's `sport` enum (Garmin's profile) to ours; numbers missing here are `other`. */
const FIT_SPORTS: Record<number, Sport | null> = {
  0: null, // generic
  1: 'running',
  2: 'cycling',
  3: 'transition',
  4: 'workout', // fitness equipment: refined by sub-sport below
  5: 'swimming',
  10: 'workout', // training
  11: 'walking',
  12: 'skiing',
  13: 'skiing',
  14: 'skiing',
  15: 'rowing',
  16: 'hiking', // mountaineering
  17: 'hiking',
  19: 'paddling',
  21: 'cycling', // e-biking
  30: 'skating',
  33: 'skating',
  35: 'hiking', // snowshoeing
  37: 'paddling', // stand-up paddleboarding
  41: 'paddling', // kayaking
  42: 'paddling', // rafting
  62: 'workout', // HIIT
  65: 'wheelchair', // wheelchair push walk
  66: 'wheelchair', // wheelchair push run
  88: 'paddling', // canoeing
}

/** FIT sub-sports that say more than their sport (fitness equipment that is a treadmill, an indoor rower). */
const FIT_SUB_SPORTS: Record<number, Sport> = {
  1: 'running', // treadmill
  6: 'cycling', // indoor cycling
  14: 'rowing', // indoor rowing
  27: 'walking', // indoor walking
  86: 'wheelchair', // indoor wheelchair walk
  87: 'wheelchair', // indoor wheelchair run
}

/**
 * A FIT session's or lap's sport. A sub-sport decides only within fitness equipment and for
 * wheelchairs (a treadmill on a gym machine is a run; "running/treadmill" already is one).
 */
export function sportOfFit(sport: number | null, subSport: number | null): Sport | null {
  if (sport === null) return null
  const mapped = sport in FIT_SPORTS ? (FIT_SPORTS[sport] ?? null) : 'other'
  const refined = subSport === null ? undefined : FIT_SUB_SPORTS[subSport]
  if (refined && (mapped === 'workout' || mapped === null || refined === 'wheelchair')) return refined
  return mapped
}

/** Words apps write for a sport (GPX <type>, TCX Sport), lower-cased, without blanks, dashes or underscores. */
const WORDS: [Sport, string[]][] = [
  ['wheelchair', ['wheelchair', 'wheelchairpush', 'wheelchairpushrun', 'wheelchairpushwalk']],
  // Several sports in one word: no one of them.
  ['other', ['swimrun', 'triathlon', 'duathlon', 'aquathlon', 'multisport', 'brick']],
  ['running', ['running', 'run', 'trailrun', 'trailrunning', 'treadmill', 'treadmillrunning', 'indoorrunning', 'virtualrun', 'trackrunning', 'streetrunning', 'jogging', 'ultrarun']],
  ['walking', ['walking', 'walk', 'indoorwalking', 'casualwalking', 'speedwalking', 'nordicwalking']],
  ['hiking', ['hiking', 'hike', 'mountaineering', 'snowshoe', 'snowshoeing', 'trekking']],
  [
    'cycling',
    [
      'cycling',
      'biking',
      'bike',
      'ride',
      'virtualride',
      'ebikeride',
      'ebiking',
      'mountainbikeride',
      'mountainbiking',
      'gravelride',
      'roadcycling',
      'indoorcycling',
      'velomobile',
      'handcycle',
      'handcycling',
    ],
  ],
  ['swimming', ['swimming', 'swim', 'lapswimming', 'openwaterswimming', 'poolswim']],
  ['rowing', ['rowing', 'row', 'indoorrowing']],
  ['paddling', ['paddling', 'kayaking', 'canoeing', 'standuppaddling', 'standuppaddleboarding', 'sup', 'rafting']],
  ['skiing', ['skiing', 'alpineski', 'backcountryski', 'nordicski', 'crosscountryskiing', 'snowboard', 'snowboarding', 'rollerski']],
  ['skating', ['skating', 'iceskate', 'inlineskate', 'inlineskating', 'iceskating', 'skateboard']],
  ['workout', ['workout', 'weighttraining', 'strengthtraining', 'crossfit', 'elliptical', 'stairstepper', 'yoga', 'hiit', 'training', 'cardio']],
]
const BY_WORD = new Map(WORDS.flatMap(([sport, words]) => words.map((word) => [word, sport] as const)))

/**
 * Strava's numeric activity types, as its older GPX exports write them in <type>
 * (1 ride, 4 hike, 9 run, 10 walk, …; Strava's own list).
 */
const STRAVA_NUMBERS: Record<string, Sport> = { '1': 'cycling', '2': 'skiing', '3': 'skiing', '4': 'hiking', '5': 'skating', '6': 'skating', '9': 'running', '10': 'walking', '16': 'swimming' }

/** Parts of the words apps make up ("treadmill_running", "e_bike_mountain", "OpenWaterSwim"), in the order they decide. */
const PARTS: [string, Sport][] = [
  ['wheelchair', 'wheelchair'],
  ['run', 'running'],
  ['jog', 'running'],
  ['walk', 'walking'],
  ['hik', 'hiking'],
  ['swim', 'swimming'],
  ['bik', 'cycling'],
  ['cycl', 'cycling'],
  ['ride', 'cycling'],
  ['rowing', 'rowing'],
  ['paddl', 'paddling'],
  ['kayak', 'paddling'],
  ['canoe', 'paddling'],
  ['ski', 'skiing'],
  ['snowboard', 'skiing'],
  ['skat', 'skating'],
]

/** A sport named in words (GPX <type>, TCX Sport): null for none, "other" or "generic", `other` for a word we do not know. */
export function sportOfName(name: string | null | undefined): Sport | null {
  const word = (name ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
  if (word === '' || word === 'other' || word === 'generic' || word === 'unknown' || word === 'activity') return null
  return BY_WORD.get(word) ?? STRAVA_NUMBERS[word] ?? PARTS.find(([part]) => word.includes(part))?.[1] ?? 'other'
}
