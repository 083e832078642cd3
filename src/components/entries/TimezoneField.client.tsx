'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useSyncExternalStore } from 'react'

let zones: string[] | null = null
const timezones = () => (zones ??= Intl.supportedValuesOf('timeZone'))
const none: string[] = []
const subscribe = () => () => {}

/** Spec §3: the entrant's time zone (default Europe/London), typed and picked from a searchable list. */
export function TimezoneField({ id, value, invalid, onChange, error }: { id: string; value: string; invalid: boolean; onChange: (value: string) => void; error: ReactNode }) {
  const t = useTranslations('entries')
  // The browser's own list, after hydration: the server's ICU may know other zones.
  const options = useSyncExternalStore(subscribe, timezones, () => none)
  return (
    <div className="field">
      <label htmlFor={id}>{t('timezone')}</label>
      <input
        id={id}
        list={`${id}-zones`}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={`${id}-zones`}>
        {options.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {error ?? (
        <p className="field__hint" id={`${id}-hint`}>
          {t('timezoneHint')}
        </p>
      )}
    </div>
  )
}
