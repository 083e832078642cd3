/** Escapes text for HTML built by hand (mails, the sandbox provider page). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
