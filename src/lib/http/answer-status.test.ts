import { describe, expect, it } from 'vitest'
import { answerStatusOf } from './answer-status'

describe('a page’s own answer status', () => {
  it('is 404 only for the marker an element carries, not for text that mentions it', () => {
    expect(answerStatusOf('<section class="error-view" data-milepost-answer="404">')).toBe(404)
    expect(answerStatusOf('<p>data-milepost-answer=&quot;404&quot;</p>')).toBeNull()
    expect(answerStatusOf('<script>self.__next_f.push([1,"{\\"data-milepost-answer\\":\\"404\\"}"])</script>')).toBeNull()
    expect(answerStatusOf('<main>Hello</main>')).toBeNull()
  })
})
