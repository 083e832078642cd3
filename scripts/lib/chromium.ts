import fs from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** Debian's Chromium when installed, else the one shipped inside @sparticuz/chromium (no download step). */
export async function chromiumPath(): Promise<string> {
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  const { default: packaged } = await import('@sparticuz/chromium')
  return packaged.executablePath()
}

/** A headless Chromium for the browser tests and the page benchmarks; `args` adds switches (host resolver rules). */
export async function launchChromium({ args = [] }: { args?: string[] } = {}): Promise<Browser> {
  if (fs.existsSync(SYSTEM_CHROMIUM)) {
    return chromium.launch({
      executablePath: SYSTEM_CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', ...args],
    })
  }
  const { default: packaged } = await import('@sparticuz/chromium')
  return chromium.launch({
    executablePath: await packaged.executablePath(),
    // --single-process would make closing one context kill the whole browser.
    args: [...packaged.args.filter((arg) => arg !== '--single-process'), ...args],
    headless: true,
  })
}
