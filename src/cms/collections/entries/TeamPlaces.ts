import type { CollectionConfig } from 'payload'
import { locales } from '../../../i18n/locales'
import { closedAccess, editors } from '../../access'

export const PLACE_STATES = ['held', 'claimed', 'released'] as const

/**
 * A team's bulk place given to someone (docs/decisions/0057): held for a named person until they
 * claim it from their mail, or taken at once by a joiner with the team's code. Written only by
 * the booking code: `openKey` (team and email while held) keeps one held place per person and team.
 */
export const TeamPlaces: CollectionConfig = {
  slug: 'team-places',
  labels: { singular: 'Team place', plural: 'Team places' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['team', 'kind', 'email', 'state', 'entry', 'createdAt'],
    group: 'Events',
    description: 'Places captains bought in bulk and gave to named people, or that joiners took with the team’s code.',
  },
  access: closedAccess({ read: editors }),
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'team', type: 'relationship', relationTo: 'teams', required: true, index: true, admin: { readOnly: true } },
        { name: 'kind', type: 'select', required: true, options: ['adult', 'child'].map((value) => ({ value, label: value })), admin: { readOnly: true } },
        { name: 'state', type: 'select', required: true, index: true, options: PLACE_STATES.map((value) => ({ value, label: value })), admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'firstName', type: 'text', admin: { readOnly: true } },
        { name: 'lastName', type: 'text', admin: { readOnly: true } },
        { name: 'locale', type: 'select', required: true, options: locales.map((l) => ({ label: l, value: l })), admin: { readOnly: true, description: 'The language of their mail' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'entry', type: 'relationship', relationTo: 'entries', admin: { readOnly: true, description: 'The entry the place became' } },
        { name: 'claimedByCustomerId', type: 'number', admin: { readOnly: true } },
        { name: 'waiverAcceptedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'settledAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'openKey', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'tokenHash', type: 'text', unique: true, access: { read: () => false }, admin: { hidden: true } },
  ],
}
