'use client'
import { useRef } from 'react'

/** Where focus goes after a change: a flow's first field, its move buttons, the flow, or Add. */
export type FocusTarget = { id: string; part: 'first' | 'move-up' | 'move-down' | 'flow' | 'add' }

const FIELDS = 'input, select, textarea'

/**
 * Moves focus after the list changed, so a keyboard user never lands on the page's start: a new
 * flow's first field, the moved flow's button (the other one when it reached an end), the flow
 * that took a removed one's place, or the Add button when none is left.
 */
export function useFlowFocus() {
  const fieldsets = useRef(new Map<string, HTMLFieldSetElement>())
  const addButton = useRef<HTMLButtonElement | null>(null)
  const pending = useRef<FocusTarget | undefined>(undefined)
  return {
    register: (id: string) => (element: HTMLFieldSetElement | null) => {
      if (element) fieldsets.current.set(id, element)
      else fieldsets.current.delete(id)
    },
    addButton,
    request: (target: FocusTarget) => {
      pending.current = target
    },
    apply: () => {
      const target = pending.current
      if (!target) return
      pending.current = undefined
      if (target.part === 'add') return addButton.current?.focus()
      const fieldset = fieldsets.current.get(target.id)
      if (!fieldset) return
      const find = (selector: string) => fieldset.querySelector<HTMLElement>(selector)
      const button = (action: string) =>
        find(`[data-stx-action="${action}"]:not(:disabled)`) ?? undefined
      const element =
        target.part === 'first'
          ? find(FIELDS)
          : target.part === 'flow'
            ? fieldset
            : (button(target.part) ?? button(target.part === 'move-up' ? 'move-down' : 'move-up'))
      ;(element ?? fieldset).focus()
    },
  }
}
