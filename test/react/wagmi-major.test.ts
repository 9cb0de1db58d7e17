// The hook suite runs once per wagmi major (vitest.config.ts projects `react` and `react-wagmi2`):
// this proves each run really loads the major it claims to.
import { version as coreVersion } from '@wagmi/core'
import { expect, it } from 'vitest'
import { version } from 'wagmi'

it(`runs on wagmi ${process.env.WAGMI_MAJOR}`, () => {
  expect(process.env.WAGMI_MAJOR).toMatch(/^[23]$/)
  expect(version.split('.')[0]).toBe(process.env.WAGMI_MAJOR)
  expect(coreVersion.split('.')[0]).toBe(process.env.WAGMI_MAJOR)
})
