import type { AfterErrorHook } from 'payload'
import { isValueError } from '../db/value-error'

const MESSAGE = 'A value in the request is not valid for its field.'

/**
 * A query the database refuses for one of its values (`where[event][equals]=abc`) is the client's
 * mistake: REST answers 400 and GraphQL reports status 400, instead of Payload's 500.
 */
export const valueErrorsAreBadRequests: AfterErrorHook = ({ error, graphqlResult }) => {
  const original = (error as { originalError?: unknown }).originalError
  if (!isValueError(error) && !isValueError(original)) return
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message: MESSAGE, extensions: { ...graphqlResult.extensions, statusCode: 400 } } }
  return { response: { errors: [{ message: MESSAGE }] }, status: 400 }
}
