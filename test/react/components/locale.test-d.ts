import { expectTypeOf, it } from 'vitest'
import type { de } from '../../../src/react/i18n/locales/de.js'
import type { SupertxMessages, SupertxMessagesOverride } from '../../../src/react/i18n/types.js'

it('de has every section of the defaults', () => {
  expectTypeOf<keyof typeof de>().toEqualTypeOf<keyof SupertxMessages>()
})

it('an override may be partial at any depth; a function stays a function, a string a string', () => {
  expectTypeOf<{
    flowBuilder: { issues: { required: (v: { field: string }) => string } }
    supertransaction: { opStates: { FAILED: string } }
  }>().toExtend<SupertxMessagesOverride>()
  expectTypeOf<{
    flowBuilder: { issues: { required: string } }
  }>().not.toExtend<SupertxMessagesOverride>()
  expectTypeOf<{ supertxButton: { idle: () => string } }>().not.toExtend<SupertxMessagesOverride>()
  expectTypeOf<{
    flowBuilder: { typeDescriptions: { build: string } }
  }>().toExtend<SupertxMessagesOverride>()
})
