import { isOneOf } from '../lib/one-of'

/** Social networks the footer can link to, with their names as the networks spell them. */
export const socialPlatformNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  strava: 'Strava',
  linkedin: 'LinkedIn',
} as const

export type SocialPlatform = keyof typeof socialPlatformNames
export const socialPlatforms = Object.keys(socialPlatformNames) as SocialPlatform[]

export function socialPlatformName(platform: string): string {
  return isOneOf(socialPlatforms, platform) ? socialPlatformNames[platform] : platform
}
