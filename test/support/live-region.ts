// Finds a kit part's live region the way a test once found it by `getByRole('status')`, now that
// the kit leaves the `status` role to the host app (src/react/ui/live-region.ts). Plain DOM and
// plain errors, so the component tests and the stories' play functions share it.

/** Every live region in `scope` that announces (any `aria-live` but "off"), checked as one. */
export function getAllLiveRegions(scope: ParentNode = document.body): HTMLElement[] {
  const regions = [...scope.querySelectorAll<HTMLElement>('[aria-live]')].filter(
    (el) => el.getAttribute('aria-live') !== 'off',
  )
  for (const region of regions) assertLiveRegion(region)
  return regions
}

/**
 * The one live region in `scope` (or the one whose text matches `text`): fails, like `getBy*`,
 * unless exactly one matches, and fails unless it is announced as the kit's regions must be.
 */
export function getLiveRegion(
  scope: ParentNode = document.body,
  text?: string | RegExp,
): HTMLElement {
  const all = getAllLiveRegions(scope)
  const found =
    text === undefined
      ? all
      : all.filter((el) =>
          typeof text === 'string'
            ? el.textContent?.includes(text)
            : text.test(el.textContent ?? ''),
        )
  if (found.length !== 1) {
    const said = all.map((el) => JSON.stringify(el.textContent)).join(', ') || 'none'
    throw new Error(
      `Expected exactly one live region${text === undefined ? '' : ` with text ${text}`}, found ${found.length} (live regions: ${said})`,
    )
  }
  return found[0] as HTMLElement
}

/** Polite, read whole (what `role="status"` implied), and no `status` role to take from the host. */
export function assertLiveRegion(el: HTMLElement): void {
  const live = el.getAttribute('aria-live')
  const atomic = el.getAttribute('aria-atomic')
  const role = el.getAttribute('role')
  if (live !== 'polite' || atomic !== 'true' || role === 'status') {
    throw new Error(
      `Not a polite live region without the status role: aria-live=${live} aria-atomic=${atomic} role=${role} (${el.outerHTML.slice(0, 120)})`,
    )
  }
}
