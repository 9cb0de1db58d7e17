import { expectTypeOf, it } from 'vitest'
import type { de } from '../../../src/react/i18n/locales/de.js'
import type {
  SupertxMessages,
  UntranslatedSectionsTemporary,
} from '../../../src/react/i18n/types.js'

it('de has every section of the defaults but the temporary untranslated list (empty today)', () => {
  expectTypeOf<keyof typeof de>().toEqualTypeOf<
    Exclude<keyof SupertxMessages, UntranslatedSectionsTemporary>
  >()
  expectTypeOf<UntranslatedSectionsTemporary>().toEqualTypeOf<never>()
})
