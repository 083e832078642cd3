/** Tells the top progress bar that a navigation a click announced will not happen after all (a declined confirm). */
export const NAVIGATION_CANCELLED = 'milepost:navigation-cancelled'

export function cancelNavigationProgress() {
  window.dispatchEvent(new Event(NAVIGATION_CANCELLED))
}
