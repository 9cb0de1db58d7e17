// A sentence of the page's words with some of its words as code or in bold (words.ts `Marked`):
// the words decide the order, the page makes the elements.
import { Fragment } from 'react'
import type { Marked } from './words.js'

export function MarkedText({ text }: { text: Marked }) {
  const parts = text({
    code: (words) => <code>{words}</code>,
    strong: (words) => <strong>{words}</strong>,
  })
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  )
}
