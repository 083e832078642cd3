'use client'

import { useTranslations } from 'next-intl'
import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react'
import { isTimezone } from '../../entries/rules'
import type { Locale } from '../../i18n/locales'
import { matchZones, type ZoneChoice, zoneChoice } from './timezones'

type Props = { id: string; value: string; locale: Locale; invalid: boolean; onChange: (value: string) => void; error: ReactNode; hint?: ReactNode }

/**
 * Spec §3: the entrant's time zone, found by city ("Berlin" finds Europe/Berlin) or zone name in a
 * combobox (WAI-ARIA 1.2: a text input owning a listbox; arrows move, Enter picks, Escape closes).
 */
export function TimezoneField({ id, value, locale, invalid, onChange, error, hint }: Props) {
  const t = useTranslations('entries')
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const [open, setOpen] = useState(false)
  const chosen = useMemo(() => zoneChoice(value, locale), [value, locale])
  // The browser's own list, built once the person starts looking: the server's ICU may know other zones.
  const [zones, setZones] = useState<ZoneChoice[] | null>(null)
  const allZones = () => {
    if (zones) return zones
    const built = Intl.supportedValuesOf('timeZone').map((zone) => zoneChoice(zone, locale))
    setZones(built)
    return built
  }
  const matches = open && zones ? matchZones(zones, query ?? '') : []
  const listId = `${id}-zones`
  const optionId = (i: number) => `${id}-zone-${i}`

  function pick(zone: ZoneChoice) {
    onChange(zone.id)
    setQuery(null)
    setOpen(false)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) {
        allZones()
        setOpen(true)
        setActive(0)
        return
      }
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0))
    } else if (e.key === 'Enter' && open) {
      e.preventDefault()
      const zone = matches[active]
      if (zone) pick(zone)
    } else if (e.key === 'Escape') {
      setQuery(null)
      setOpen(false)
    }
  }

  function onBlur() {
    // A zone id typed in full counts as chosen; anything else goes back to the zone as it was.
    const typed = query?.trim()
    if (typed && typed !== value && isTimezone(typed)) onChange(typed)
    setQuery(null)
    setOpen(false)
  }

  const describedBy = invalid ? `${id}-error` : `${id}-hint`
  return (
    <div className="field timezone-field">
      <label htmlFor={id}>{t('timezone')}</label>
      <div className="timezone-field__box">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-zone={value}
          value={query ?? chosen.label}
          autoComplete="off"
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            allZones()
            setQuery(e.target.value)
            setActive(0)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <div id={listId} role="listbox" aria-label={t('timezoneOptions')} className="timezone-field__options" hidden={!open || !matches.length}>
          {matches.map((zone, i) => (
            <div
              key={zone.id}
              id={optionId(i)}
              role="option"
              // The input keeps the focus (aria-activedescendant): options are reached by the arrows, not Tab.
              tabIndex={-1}
              aria-selected={i === active}
              className="timezone-field__option"
              // Picked before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault()
                pick(zone)
              }}
            >
              {zone.label}
            </div>
          ))}
        </div>
      </div>
      {open && query && !matches.length && (
        <p className="field__hint" role="status">
          {t('timezoneNoMatch', { query })}
        </p>
      )}
      {error ?? (
        <p className="field__hint" id={`${id}-hint`}>
          {t('timezoneHint')}
        </p>
      )}
      {hint}
    </div>
  )
}
