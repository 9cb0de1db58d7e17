// Runs in the browser before each story test (vitest project `storybook`).
// A story that logs console.error fails: React warnings (keys, act, invalid DOM nesting), failed
// prop types and caught errors all land there, and a story that prints one is broken even if it
// renders. The message is printed as usual and the test fails after the story has run.
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

let errors: unknown[][] = []
// Held here: a story may wrap console.error itself (to let an expected report through) and undo
// that only after this file's afterEach.
let spy: MockInstance<typeof console.error> | undefined
beforeEach(() => {
  errors = []
  const original = console.error
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
    original(...args)
  })
})
afterEach(() => {
  spy?.mockRestore()
  if (errors.length)
    throw new Error(
      `The story logged ${errors.length} console.error call(s); the first: ${errors[0]!.map(String).join(' ')}`,
    )
})
