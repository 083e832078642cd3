'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Address } from '../../commerce/cart/types'
import { CANADIAN_PROVINCES, canadianProvince } from '../../commerce/tax/provinces'
import { useSteadyLoading } from '../../lib/use-steady-loading'

type Field = 'firstName' | 'lastName' | 'company' | 'addressLine1' | 'addressLine2' | 'city' | 'county' | 'postcode' | 'phone'

const layout: { name: Field; autoComplete: string; required?: boolean; half?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name', required: true, half: true },
  { name: 'lastName', autoComplete: 'family-name', required: true, half: true },
  { name: 'company', autoComplete: 'organization' },
  { name: 'addressLine1', autoComplete: 'address-line1', required: true },
  { name: 'addressLine2', autoComplete: 'address-line2' },
  { name: 'city', autoComplete: 'address-level2', required: true, half: true },
  { name: 'county', autoComplete: 'address-level1', half: true },
  { name: 'postcode', autoComplete: 'postal-code', required: true, half: true },
  { name: 'phone', autoComplete: 'tel', half: true },
]

type Props = {
  /** "billingAddress" or "shippingAddress": the prefix of its fields' errors. */
  name: 'billingAddress' | 'shippingAddress'
  legend: string
  address: Address
  countries: { code: string; name: string }[]
  errors: Record<string, string[]>
  onChange: (address: Address) => void
}

/** One address (docs/site-api.md address fields) with the localized countries list and per-field errors. */
export function AddressFields({ name, legend, address, countries, errors, onChange }: Props) {
  const t = useTranslations('checkout')
  const section = name === 'billingAddress' ? 'billing' : 'shipping'
  const error = (field: string) => errors[`${name}.${field}`]?.[0]
  const set = (field: keyof Address, value: string) => onChange({ ...address, [field]: value })
  const id = (field: string) => `${name}-${field}`
  const loadingCountries = useSteadyLoading(countries.length === 0)

  return (
    <fieldset className="checkout__fieldset">
      <legend>{legend}</legend>
      <div className="field-grid">
        <div className="field">
          <label htmlFor={id('countryCode')}>{t('country')}</label>
          <select
            id={id('countryCode')}
            autoComplete={`section-${section} country`}
            value={address.countryCode ?? ''}
            required
            aria-invalid={!!error('countryCode') || undefined}
            aria-describedby={error('countryCode') ? `${id('countryCode')}-error` : undefined}
            onChange={(e) => set('countryCode', e.target.value)}
            aria-busy={loadingCountries || undefined}
          >
            <option value="">{loadingCountries ? t('loadingCountries') : t('chooseCountry')}</option>
            {(loadingCountries ? [] : countries).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {error('countryCode') && (
            <p className="field__error" id={`${id('countryCode')}-error`}>
              {error('countryCode')}
            </p>
          )}
        </div>
        {layout.map((f) =>
          f.name === 'county' && address.countryCode === 'CA' ? (
            <ProvinceField key={f.name} id={id(f.name)} section={section} value={address.county} error={error(f.name)} onChange={(code) => set('county', code)} />
          ) : (
            <div key={f.name} className={f.half ? 'field field--half' : 'field'}>
              <label htmlFor={id(f.name)}>{t(f.name)}</label>
              <input
                id={id(f.name)}
                name={`${name}.${f.name}`}
                autoComplete={`section-${section} ${f.autoComplete}`}
                required={f.required}
                value={address[f.name] ?? ''}
                aria-invalid={!!error(f.name) || undefined}
                aria-describedby={error(f.name) ? `${id(f.name)}-error` : undefined}
                onChange={(e) => set(f.name, e.target.value)}
              />
              {error(f.name) && (
                <p className="field__error" id={`${id(f.name)}-error`}>
                  {error(f.name)}
                </p>
              )}
            </div>
          ),
        )}
      </div>
    </fieldset>
  )
}

/** Canada's region is one of its 13 provinces and territories: the tax (GST, HST, QST) follows it. */
function ProvinceField({ id, section, value, error, onChange }: { id: string; section: string; value: string | null | undefined; error: string | undefined; onChange: (code: string) => void }) {
  const t = useTranslations('checkout')
  const french = useLocale().startsWith('fr')
  return (
    <div className="field field--half">
      <label htmlFor={id}>{t('province')}</label>
      <select
        id={id}
        autoComplete={`section-${section} address-level1`}
        value={canadianProvince(value) ?? ''}
        required
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('chooseProvince')}</option>
        {CANADIAN_PROVINCES.map((province) => (
          <option key={province.code} value={province.code}>
            {french ? province.fr : province.en}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
