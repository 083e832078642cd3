import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { DomainError } from '../../lib/errors'
import type { PlacesTeam } from './team-places'

/**
 * How people find a team without searching (decision 0057): a short code, shared as a link, and
 * an optional password the captain sets. The code names the team; the password, when there is
 * one, must come with it to take one of the team's free places.
 */

/** Letters and digits nobody misreads (no I, O, 0 or 1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const JOIN_CODE_LENGTH = 8

export function newJoinCode(): string {
  const bytes = randomBytes(JOIN_CODE_LENGTH)
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')
}

/** A code as typed or pasted: any case, spaces and dashes ignored; null when it cannot be one. */
export function joinCodeOf(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '')
  return code.length === JOIN_CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null
}

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>
const KEY_LENGTH = 32

/** The stored form of a team password: `scrypt$salt$key`, both base64url. */
export async function hashTeamPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt, KEY_LENGTH)).toString('base64url')}`
}

export async function teamPasswordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const given = await derive(password, Buffer.from(salt, 'base64url'), expected.length || KEY_LENGTH)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A team as its code finds it: its places, and whether a password guards them. */
export type JoinableTeam = PlacesTeam & { code: string; eventSlug: string; passwordHash: string | null; members: number; maxTeamSize: number }

export type TeamInviteStore = {
  teamByCode(code: string): Promise<JoinableTeam | null>
  teamById(teamId: number): Promise<JoinableTeam | null>
  /** The team's code, made (once, the unique index deciding) when it has none yet. */
  codeOf(teamId: number, make: () => string): Promise<string>
  setPassword(teamId: number, passwordHash: string | null, by: string): Promise<void>
}

/** The team a code (and, when it has one, its password) opens; a wrong password says so, nothing else does. */
export async function openTeam(store: TeamInviteStore, input: { code: string; password: string | null }): Promise<JoinableTeam> {
  const code = joinCodeOf(input.code)
  const team = code ? await store.teamByCode(code) : null
  if (!team) throw new DomainError('not_found', 'teamPlaces.codeUnknown')
  if (team.passwordHash && !(input.password && (await teamPasswordMatches(input.password, team.passwordHash)))) throw new DomainError('forbidden', 'teamPlaces.passwordWrong')
  return team
}
