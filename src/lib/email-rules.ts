/**
 * Payload's own email rule (its `email` field validation): zod's lets a domain label end with a
 * hyphen (`ann@ex-.com`), which Payload then refuses on save. Both must agree, or a customer's or
 * subscriber's address zod accepted would fail as a server error.
 */
export const PAYLOAD_EMAIL = /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/**
 * zod's `z.email()` pattern, for the footer's form, which checks without zod (it is on every page).
 * newsletter-form-state.test.ts holds it to the server's schema, so a zod upgrade that changes it fails there.
 */
const ZOD_EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** A trimmed address the server's `emailAddress` rule takes: zod's pattern and Payload's. */
export const isStorableEmail = (address: string) => ZOD_EMAIL.test(address) && PAYLOAD_EMAIL.test(address)
