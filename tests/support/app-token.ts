import { issueAppToken } from '../../src/server/accounts/customer'

/** The app API's token for the session of a Payload token (what the access-token cookie of a sign-in holds). */
export async function appTokenFor(customerId: number, payloadToken: string): Promise<string> {
  const { sid } = JSON.parse(Buffer.from(payloadToken.split('.')[1]!, 'base64url').toString()) as { sid: string }
  return (await issueAppToken(customerId, sid)).token
}
