import type { Page } from 'playwright-core'
import { expect } from '@playwright/test'
import { demoAdmin } from '../../src/seed/seed'

export { adminGet, adminPatch, adminPost, adminToken } from '../support/admin-rest'

/** Signs in to the admin in the browser as the demo admin, and waits for the dashboard. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin')
  await page.locator('input[name="email"]').fill(demoAdmin.email)
  await page.locator('input[name="password"]').fill(demoAdmin.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: /Pages/ }).first()).toBeVisible({ timeout: 30_000 })
}
