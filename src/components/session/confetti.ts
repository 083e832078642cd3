/** Spec §9: the cart icon's confetti, 70 pieces for 1500 ms. */
export const CART_CONFETTI = { pieces: 70, durationMs: 1500 } as const

const FRAMES_PER_SECOND = 60

/** Bursts confetti from the element; loaded only when someone adds to the cart. */
export async function celebrate(element: HTMLElement): Promise<void> {
  const { default: confetti } = await import('canvas-confetti')
  const rect = element.getBoundingClientRect()
  await confetti({
    particleCount: CART_CONFETTI.pieces,
    ticks: Math.round((CART_CONFETTI.durationMs / 1000) * FRAMES_PER_SECOND),
    spread: 70,
    startVelocity: 22,
    scalar: 0.7,
    zIndex: 300,
    disableForReducedMotion: true,
    origin: { x: (rect.left + rect.width / 2) / window.innerWidth, y: (rect.top + rect.height / 2) / window.innerHeight },
  })
}
