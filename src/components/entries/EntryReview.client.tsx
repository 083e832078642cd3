'use client'

import { useTranslations } from 'next-intl'
import type { LineItemView } from '../../commerce/cart/view'
import { type CurrencyCode, formatMoney, fromDecimal, sum } from '../../commerce/money'
import type { EntryFlowData } from '../../server/entries/flow-data'
import type { EntryDraft } from '../../entries/model'
import type { FlowGaps } from '../../entries/review'
import type { Locale } from '../../i18n/locales'
import { SummaryLines } from '../cart/SummaryLines.client'
import type { MessageKeyIn } from '../../i18n/translate'

const fieldLabels: Partial<Record<string, MessageKeyIn<'entries'>>> = {
  'user.firstName': 'firstName',
  'user.lastName': 'lastName',
  'user.email': 'email',
  entryType: 'entryType',
  'config.distance': 'distance',
  'config.timezone': 'timezone',
  'config.groupId': 'group',
  'config.timeboxedStartDate': 'startDate',
  'config.timeboxedStartTime': 'startTime',
  name: 'teamName',
  adultEntries: 'adultPlaces',
}

/** What the lines cost together, in the cart's currency. */
const linesTotal = (lines: LineItemView[], currency: CurrencyCode) =>
  sum(
    lines.map((line) => fromDecimal(line.total, currency)),
    currency,
  )

type Props = { data: EntryFlowData; lines: LineItemView[]; currency: CurrencyCode | null; entries: EntryDraft[]; gaps: FlowGaps; locale: Locale; joining?: string | null }

/** Spec §2 review / order details: who runs which distance, every line with its price, the total, and what is still missing. */
export function EntryReview({ data, lines, currency, entries, gaps, locale, joining }: Props) {
  const t = useTranslations('entries')
  const label = (field: string) => t(fieldLabels[field] ?? 'entryType')
  const distance = (id: string | null) => data.event.distances.find((d) => d.id === id)?.label ?? '—'
  const nameOf = (entry: EntryDraft, index: number) => `${entry.user.firstName} ${entry.user.lastName}`.trim() || t('entrant', { number: index + 1 })
  // No cart yet (its currency unknown): nothing is priced.
  const total = currency ? formatMoney(linesTotal(lines, currency), locale) : null
  const missing = gaps.entries.length > 0 || !!gaps.team || gaps.teamUnsaved

  return (
    <section className="entry-review" aria-label={t('steps.review')}>
      <p>{t('reviewIntro')}</p>
      {joining && <p className="entry-review__team">{t('joiningTeamLine', { team: joining })}</p>}
      <ul className="entry-review__list">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <strong>{t('entryLine', { name: nameOf(entry, index), distance: distance(entry.config.distance) })}</strong>
          </li>
        ))}
      </ul>
      {missing && (
        <div className="entry-review__missing" role="alert">
          <p className="entry-notice__title">{t('reviewMissingTitle')}</p>
          <ul>
            {gaps.team && <li>{t('reviewMissingTeam', { fields: gaps.team.map(label).join(', ') })}</li>}
            {!gaps.team && gaps.teamUnsaved && <li>{t('reviewTeamUnsaved')}</li>}
            {gaps.entries.map((gap) => {
              const index = entries.findIndex((e) => e.id === gap.entryId)
              const name = nameOf(entries[index]!, index)
              return <li key={gap.entryId}>{gap.fields.length ? t('reviewMissingEntry', { name, fields: gap.fields.map(label).join(', ') }) : t('reviewUnsavedEntry', { name })}</li>
            })}
          </ul>
        </div>
      )}
      {currency && total && (
        <>
          <SummaryLines lines={lines} currency={currency} locale={locale} />
          <p className="entry-review__total">
            <span>{t('total')}</span> <strong data-testid="entry-total">{total}</strong>
          </p>
        </>
      )}
    </section>
  )
}

/** The running total of the entry's places and kit, shown on every step. */
export function EntryRunningTotal({ lines, currency, locale }: { lines: LineItemView[]; currency: CurrencyCode; locale: Locale }) {
  const t = useTranslations('entries')
  return (
    <p className="entry-flow__total" aria-live="polite">
      {t('runningTotal', { total: formatMoney(linesTotal(lines, currency), locale) })}
    </p>
  )
}
