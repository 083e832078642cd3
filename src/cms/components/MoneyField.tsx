'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isCurrencyCode } from '../../commerce/money'
import { amountFromText, moneyText, textFromAmount } from './money-text'

/** The sibling `currency` of an amount: `prices.3.amount` → `prices.3.currency`, `totalPrice` → `currency`. */
const currencyPathOf = (path: string) => path.replace(/[^.]+$/, 'currency')

/**
 * An amount kept in minor units of its sibling currency, typed and shown as money ("25.00" GBP,
 * "2500" JPY). Text that is not an amount, or has more decimals than the currency, is said so
 * beside the input and stops the save; the stored number is left as it was until it reads.
 */
export const MoneyField: NumberFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const [problem, setProblem] = useState<string | null>(null)
  const validate = useCallback(() => problem ?? true, [problem])
  const { value, setValue, path, showError, disabled } = useField<number | null>({ potentiallyStalePath: pathFromProps, validate })
  const chosen = useFormFields(([fields]) => fields[currencyPathOf(path)]?.value)
  const currency = typeof chosen === 'string' && isCurrencyCode(chosen) ? chosen : null
  const [text, setText] = useState(() => (currency ? textFromAmount(value, currency) : ''))
  // What the input holds, for the effect below without re-running it on each key.
  const typed = useRef(text)
  const shownCurrency = useRef(currency)

  // A new currency keeps what the editor typed and stores it in the new currency's minor units;
  // a value set from elsewhere (a reset, a reload) is shown as it now is.
  useEffect(() => {
    if (!currency) return
    const read = amountFromText(typed.current, currency)
    const currencyChanged = shownCurrency.current !== currency
    shownCurrency.current = currency
    if ('amount' in read && read.amount === (value ?? null)) return
    if (currencyChanged && typed.current.trim() !== '') {
      if ('error' in read) return setProblem(read.error)
      setProblem(null)
      return setValue(read.amount)
    }
    typed.current = textFromAmount(value, currency)
    setText(typed.current)
    setProblem(null)
  }, [currency, value, setValue])

  const id = `field-${path.replace(/\./g, '__')}`
  const label = field.label ?? field.name
  const locked = Boolean(readOnly || field.admin?.readOnly)

  if (locked) {
    return (
      <div className="field-type number read-only" data-field={field.name}>
        <FieldLabel label={label} path={path} />
        <p id={id} style={{ margin: 0 }}>
          {moneyText(value, currency) ?? '—'}
        </p>
      </div>
    )
  }

  function onChange(next: string) {
    typed.current = next
    setText(next)
    if (!currency) return
    const read = amountFromText(next, currency)
    if ('error' in read) return setProblem(read.error)
    setProblem(null)
    setValue(read.amount)
  }

  return (
    <div className={['field-type', 'number', showError || problem ? 'error' : ''].filter(Boolean).join(' ')} data-field={field.name}>
      <FieldLabel label={label} path={path} required={field.required} htmlFor={id} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div style={{ display: 'flex', alignItems: 'stretch' }}>
          <span
            id={`${id}-currency`}
            style={{ display: 'flex', alignItems: 'center', padding: '0 10px', border: '1px solid var(--theme-elevation-150)', borderRight: 0, background: 'var(--theme-elevation-50)' }}
          >
            {currency ?? '···'}
          </span>
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            // While the form loads or saves, as Payload's own inputs.
            disabled={!currency || disabled}
            placeholder={currency ? undefined : 'Choose a currency first'}
            aria-describedby={`${id}-currency${problem || !currency ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        {(problem || !currency) && (
          <p id={`${id}-problem`} role={problem ? 'alert' : undefined} style={{ margin: '4px 0 0', color: problem ? 'var(--theme-error-500)' : 'var(--theme-elevation-500)' }}>
            {problem ?? 'Choose a currency first'}
          </p>
        )}
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
