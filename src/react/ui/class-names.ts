'use client'
/** Joins class names, skipping empty ones: `cx('stx-root', isOpen && 'stx-open', className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
