import { IncomingMessage } from 'node:http'

/**
 * Bodies up to this size reach Next only once they have fully arrived (as nginx buffers them): a
 * body trickled in a byte at a time then ties up nothing but its socket, and no handler sees it cut
 * off. Larger ones (editors' uploads) stream through.
 */
export const WHOLE_BODY_MAX = 1024 * 1024

/**
 * The request again, once its declared body has arrived: a new IncomingMessage on the same socket
 * and headers, its body complete, for Next to read as any request (the original stream has been
 * read, and a stream read once is "disturbed" for the fetch Request Next builds on it). Rejects when
 * the connection goes before the body is in.
 */
export function wholeBody(request: IncomingMessage): Promise<IncomingMessage> {
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    const gone = () => reject(new Error('the connection closed before the body arrived'))
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.once('error', gone).once('close', gone)
    request.once('end', () => {
      request.off('error', gone).off('close', gone)
      const whole = new IncomingMessage(request.socket)
      whole.httpVersionMajor = request.httpVersionMajor
      whole.httpVersionMinor = request.httpVersionMinor
      whole.httpVersion = request.httpVersion
      whole.method = request.method
      whole.url = request.url
      whole.headers = request.headers
      whole.rawHeaders = request.rawHeaders
      whole.trailers = request.trailers
      whole.rawTrailers = request.rawTrailers
      whole.complete = true
      whole.push(Buffer.concat(chunks))
      whole.push(null)
      resolve(whole)
    })
  })
}
