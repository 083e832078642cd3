/**
 * How deeply the JSON text nests its objects and arrays, counted without parsing (so without
 * recursion): a body nested thousands deep is refused before anything walks it recursively.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth)
    else if (c === 0x7d || c === 0x5d) depth--
  }
  return deepest
}

/** The deepest nesting a request body of ours needs (update-cart's entry options are the deepest, at 6). */
export const MAX_JSON_DEPTH = 16
