import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_CACHE_MB } from './cache/disk-budget.mjs'
import { parseSiteAliases } from './http/site-origin'

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

/** A disk cache's cap in MB; the same default as the cache handler reads it with (disk-budget.mjs). */
const cacheMegabytes = z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), z.coerce.number().positive().max(1_048_576).default(DEFAULT_CACHE_MB))

const SWITCH: Record<string, boolean> = { '1': true, true: true, '0': false, false: false }

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.refine((v) => !v || /^(postgres(ql)?:|file:)/.test(v), 'DATABASE_URL must start with postgres://, postgresql:// or file:'),
  PAYLOAD_SECRET: optionalString,
  SITE_URL: optionalString.pipe(z.url().optional()),
  /** Other origins served as they are (src/lib/http/site-origin.ts); every other name is redirected to SITE_URL. */
  SITE_ALIASES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const aliases = parseSiteAliases(value)
      if (typeof aliases === 'string') ctx.addIssue({ code: 'custom', message: aliases })
      return typeof aliases === 'string' ? [] : aliases
    }),
  SMTP_URL: optionalString,
  EMAIL_FROM: optionalString.pipe(z.email().optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API host (stripe-mock, a local fake); Stripe's own when empty. */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_ENV: z.enum(['sandbox', 'live']).optional(),
  PAYPAL_WEBHOOK_ID: optionalString,
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_SECRET_KEY: optionalString,
  REDIS_URL: optionalString,
  /**
   * The offline stand-ins for payments and the human check (src/lib/deploy/demo-mode.ts): on with 1,
   * off with 0; `npm start` turns it on by itself on a machine without the keys that is not public.
   */
  DEMO_MODE: z.preprocess((v) => (typeof v === 'string' ? (v.trim() ? (SWITCH[v.trim().toLowerCase()] ?? v) : undefined) : v), z.boolean('DEMO_MODE must be 1 or 0').optional()),
  /**
   * How many proxies in front append to X-Forwarded-For: none for `npm start` (a client's header is
   * then replaced by the socket's address), 1 for each instance behind start:cluster's nginx, 2 with
   * a TLS edge before nginx.
   */
  TRUSTED_PROXIES: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), z.coerce.number().int().min(0).max(10).default(0)),
  /**
   * The V8 heap of each server process (MB). A request that eats memory (a GraphQL bomb) ends the
   * process at this size, and its supervisor starts it again, instead of the machine running short.
   */
  SERVER_HEAP_MB: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), z.coerce.number().int().min(256).max(65_536).default(1024)),
  /**
   * How long a server's event loop may be blocked before its watchdog ends it (and its supervisor
   * starts it again): nothing it does should hold the loop for more than a fraction of a second.
   */
  SERVER_STALL_SECONDS: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), z.coerce.number().min(1).max(300).default(5)),
  /**
   * Render the sitemap's pages once in the background after each start, so the first visitors after
   * a deploy find them warm (on with 1, the default; 0 where nobody visits, as in the browser tests).
   */
  WARM_PAGES: z.preprocess((v) => (typeof v === 'string' ? (v.trim() ? (SWITCH[v.trim().toLowerCase()] ?? v) : undefined) : v), z.boolean('WARM_PAGES must be 1 or 0').default(true)),
  /**
   * Memory for cached pages answered without Next (scripts/lib/http-server/page-memory.ts), MB of
   * each server process; 0 sends every request through Next.
   */
  PAGE_MEMORY_MB: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), z.coerce.number().min(0).max(4096).default(64)),
  /** The cap of the data cache on disk (pages and cached reads), MB; the least recently used go first (src/lib/cache/disk-budget.mjs). */
  DATA_CACHE_MAX_MB: cacheMegabytes,
  /** The cap of the image optimizer's cache on disk, MB (Next's images.maximumDiskCacheSize). */
  IMAGE_CACHE_MAX_MB: cacheMegabytes,
  /** Media on S3-compatible storage (AWS, R2, MinIO…) instead of DATA_DIR/media. */
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  ACCOUNT_SITE_URL: optionalString,
})

export type Env = z.infer<typeof envSchema> & { DATA_DIR: string; PAYLOAD_SECRET: string; SITE_URL: string }

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

function loadEnv(): Env {
  const parsed = envSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  const values = parsed.data
  const dataDir = path.resolve(values.DATA_DIR ?? 'data')
  return {
    ...values,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: values.PAYLOAD_SECRET ?? readOrCreateSecret(dataDir),
    SITE_URL: values.SITE_URL ?? `http://localhost:${values.PORT}`,
  }
}

export const env: Env = loadEnv()

export const usesPostgres = (url: string | undefined = env.DATABASE_URL): boolean => !!url && /^postgres(ql)?:/.test(url)
