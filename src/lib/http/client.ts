import { LOCALE_HEADER, type Locale, localePrefix } from '../../i18n/locales'
import { COOKIES } from './cookies'

export const ACCESS_TOKEN_COOKIE = COOKIES.accessToken.name
export const CSRF_HEADER = 'X-CSRF-Token'

export type FieldErrors = Record<string, string[]>

/** A non-2xx answer. `data` is the parsed JSON body (site API shape: {error, errors, cart…}). */
export class HttpError extends Error {
  readonly status: number
  readonly data: { error?: string; errors?: FieldErrors } & Record<string, unknown>

  constructor(status: number, data: HttpError['data']) {
    super(data.error ?? `Request failed with status ${status}`)
    this.name = 'HttpError'
    this.status = status
    this.data = data
  }
}

/**
 * The words to show for a failed call: the server's (its first field error when `fields` is asked
 * for, else its message), or the caller's own when there was no answer to read (offline, a crash).
 */
export function failureMessage(failure: unknown, fallback: string, { fields = false }: { fields?: boolean } = {}): string {
  if (!(failure instanceof HttpError)) return fallback
  const firstFieldError = fields && failure.data.errors ? Object.values(failure.data.errors).flat()[0] : undefined
  return firstFieldError ?? failure.data.error ?? fallback
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  signal?: AbortSignal
}

export type HttpClientOptions = {
  locale: Locale
  /** Origin for server-side use; the browser uses relative URLs. */
  baseUrl?: string
  /** May wait: writes are held until the start-up sequence has fetched the token. */
  csrfToken?: () => string | null | undefined | Promise<string | null | undefined>
  /** The raw cookie header (document.cookie in the browser). */
  cookies?: () => string
  fetch?: typeof fetch
}

/** The accessToken held in the access-token cookie (JSON `{accessToken}`), if any. */
export function readAccessToken(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== ACCESS_TOKEN_COOKIE) continue
    try {
      const value = JSON.parse(decodeURIComponent(rest.join('='))) as { accessToken?: unknown }
      return typeof value.accessToken === 'string' && value.accessToken ? value.accessToken : null
    } catch {
      return null
    }
  }
  return null
}

/**
 * The one HTTP client of the browser (spec §7): JSON both ways, credentials included, request paths
 * prefixed with the locale, the CSRF header on writes, and a bearer token from the access-token cookie.
 */
export function createHttpClient(options: HttpClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const readCookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie))

  async function request<T>(path: string, { method = 'GET', body, query, signal }: RequestOptions = {}): Promise<T> {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value))
    const url = `${options.baseUrl ?? ''}${localePrefix(options.locale)}${path}${search.size ? `?${search}` : ''}`

    // The language is also said outright: an unprefixed (English) call would otherwise not tell it.
    const headers: Record<string, string> = { Accept: 'application/json', [LOCALE_HEADER]: options.locale }
    // A form (a file upload) is sent as multipart, its boundary set by fetch; anything else as JSON.
    const form = body instanceof FormData
    if (body !== undefined && !form) headers['Content-Type'] = 'application/json'
    if (method !== 'GET') {
      const csrf = await options.csrfToken?.()
      if (csrf) headers[CSRF_HEADER] = csrf
    }
    const token = readAccessToken(readCookies())
    if (token) headers.Authorization = `Bearer ${token}`

    const response = await doFetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal,
    })
    const text = await response.text()
    let data: unknown = {}
    if (text) {
      try {
        data = JSON.parse(text)
      } catch {
        data = { error: text.slice(0, 200) }
      }
    }
    if (!response.ok) throw new HttpError(response.status, data as HttpError['data'])
    return data as T
  }

  return {
    request,
    get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...opts, method: 'GET' }),
    post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
    put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body: body ?? {} }),
    patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body: body ?? {} }),
    delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
  }
}

export type HttpClient = ReturnType<typeof createHttpClient>

/** Site API paths (docs/site-api.md); the handle of this shop is "milepost". */
export const siteApi = {
  csrf: '/actions/milepost/default',
  getUser: '/actions/milepost/default/get-user',
  joinMailingList: '/actions/milepost/default/join-mailing-list',
  getCart: '/actions/milepost/cart/get-cart',
  updateCart: '/actions/milepost/cart/update-cart',
  shippingQuote: '/actions/milepost/cart/shipping-quote',
  countries: '/actions/milepost/default/countries',
  stripeUrls: '/actions/milepost/default/stripe-urls',
  paypalUrls: '/actions/milepost/default/paypal-urls',
  pay: '/actions/milepost/payments/pay',
  forgetCart: '/actions/milepost/cart/forget-cart',
  accessRunClub: '/actions/milepost/default/access-run-club',
  entryEvent: '/actions/milepost/entries/event',
  validateEntries: '/actions/milepost/entries/validate-entries',
  eventTeams: '/actions/milepost/entries/event-teams',
  teamName: '/actions/milepost/entries/team-name',
  teamEmblem: '/actions/milepost/entries/team-emblem',
  login: '/actions/users/login',
  register: '/actions/users/register',
  refresh: '/actions/users/refresh',
  logout: '/actions/users/logout',
  forgotPassword: '/actions/users/forgot-password',
  resetPassword: '/actions/users/reset-password',
  updateProfile: '/actions/users/update-profile',
  myData: '/actions/milepost/account/my-data',
  deleteAccount: '/actions/milepost/account/delete-account',
  distanceUnit: '/actions/milepost/account/distance-unit',
  cancelOrder: '/actions/milepost/orders/cancel',
} as const

/** App API paths (docs/site-api.md, App API), sent with the bearer token. */
export const appApi = {
  userInfo: '/app-api/user/info',
  addresses: '/app-api/addresses',
  races: '/app-api/races',
  race: (entryId: number) => `/app-api/races/${entryId}`,
  raceActivities: (entryId: number) => `/app-api/races/${entryId}/activities`,
  raceActivity: (entryId: number, runId: number) => `/app-api/races/${entryId}/activities/${runId}`,
  raceUpload: (entryId: number) => `/app-api/races/${entryId}/activities/upload`,
  raceDeliveryAddress: (entryId: number) => `/app-api/races/${entryId}/delivery-address`,
  raceBoard: (entryId: number) => `/app-api/races/${entryId}/board`,
  raceTransfer: (entryId: number) => `/app-api/races/${entryId}/transfer`,
  raceEntry: (entryId: number) => `/app-api/races/${entryId}/entry`,
  raceRefund: (entryId: number) => `/app-api/races/${entryId}/refund`,
  raceDeferral: (entryId: number) => `/app-api/races/${entryId}/deferral`,
  raceRefundRequest: (entryId: number) => `/app-api/races/${entryId}/refund-request`,
  claimTransfer: '/app-api/transfers/claim',
  team: (teamId: number) => `/app-api/teams/${teamId}`,
  teamCaptain: (teamId: number) => `/app-api/teams/${teamId}/captain`,
  teamPlaces: (teamId: number) => `/app-api/teams/${teamId}/places`,
  teamPlace: (teamId: number, placeId: number) => `/app-api/teams/${teamId}/places/${placeId}`,
  teamPassword: (teamId: number) => `/app-api/teams/${teamId}/password`,
  teamMember: (teamId: number, entryId: number) => `/app-api/teams/${teamId}/members/${entryId}`,
  claimPlace: '/app-api/places/claim',
  joinTeam: '/app-api/teams/join',
} as const
