/** What a failure says of itself, each field as the error has it (or undefined). */
export type Failure = { code: unknown; extendedCode: unknown; name: unknown; message: unknown; errors: unknown }

/** An error and the causes it wraps (drizzle wraps the driver's error), outermost first, at most `depth` of them. */
export function* failureChain(error: unknown, depth: number): Generator<Failure> {
  let current: unknown = error
  for (let i = 0; i < depth && typeof current === 'object' && current !== null; i++) {
    const at: object = current
    yield { code: Reflect.get(at, 'code'), extendedCode: Reflect.get(at, 'extendedCode'), name: Reflect.get(at, 'name'), message: Reflect.get(at, 'message'), errors: Reflect.get(at, 'errors') }
    current = Reflect.get(at, 'cause')
  }
}
