// Hooks outside <SupertxProvider> fail with a typed error that says how to fix it.
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SupertxProviderNotFoundError } from '../../src/react/errors.js'
import { useExecute } from '../../src/react/hooks/useExecute.js'
import { useSupertxConfig } from '../../src/react/hooks/useSupertxConfig.js'
import { useSupertxReceipt } from '../../src/react/hooks/useSupertxReceipt.js'

describe('outside <SupertxProvider>', () => {
  it('useSupertxConfig throws SupertxProviderNotFoundError naming the hook and the fix', () => {
    const error = (() => {
      try {
        renderHook(() => useSupertxConfig())
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(SupertxProviderNotFoundError)
    expect((error as Error).message).toContain(
      'useSupertxConfig must be used inside <SupertxProvider>',
    )
    expect((error as Error).message).toContain('Wrap your app')
  })

  it.each([
    ['useSupertxReceipt', (): unknown => useSupertxReceipt({ supertxHash: undefined })],
    ['useExecute', (): unknown => useExecute()],
  ])('%s throws it too, with its own name', (name, hook) => {
    expect(() => renderHook(hook)).toThrow(`${name} must be used inside <SupertxProvider>`)
  })
})
