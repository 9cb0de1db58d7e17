'use client'
import { type KeyboardEvent, useState } from 'react'

/**
 * The keyboard and open state of an editable combobox over a listbox (WAI-ARIA APG "editable
 * combobox with list autocomplete"), shared by the form's token and chain pickers: typing filters
 * (the picker owns the query's meaning), Arrow Down/Up open the list and move, Home/End jump,
 * Enter picks the active option, Escape closes and drops the query.
 */
export function useListCombobox() {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const close = () => {
    setOpen(false)
    setQuery('')
  }
  /** The keys over `count` options; Enter calls `pick` with the active one's index. */
  const onKeyDown = (
    event: KeyboardEvent<HTMLInputElement>,
    count: number,
    pick: (index: number) => void,
  ) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        setOpen(true)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (count ? (i + step + count) % count : 0))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      pick(active)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
    } else if (event.key === 'Home' && open) {
      setActive(0)
    } else if (event.key === 'End' && open) {
      setActive(Math.max(count - 1, 0))
    }
  }
  return {
    open,
    query,
    active,
    setActive,
    close,
    /** The input's props that type, toggle, move and close, over `count` options. */
    inputProps: (count: number, pick: (index: number) => void) => ({
      onFocus: () => setQuery(''),
      onChange: (event: { target: { value: string } }) => {
        setQuery(event.target.value)
        setActive(0)
        setOpen(true)
      },
      onClick: () => setOpen((o) => !o),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => onKeyDown(event, count, pick),
      onBlur: close,
    }),
  }
}
