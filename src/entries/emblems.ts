import { isOneOf } from '../lib/one-of'

/** The emblems a team can choose instead of uploading its own (drawn by components/entries/Emblem). */
export const emblemKeys = ['bolt', 'flame', 'mountain', 'wave', 'star', 'leaf', 'heart', 'shoe'] as const
export type EmblemKey = (typeof emblemKeys)[number]

export const isEmblemKey = (value: unknown): value is EmblemKey => isOneOf(emblemKeys, value)
