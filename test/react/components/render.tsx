// Renders a part from explicit props inside a SupertxProvider (words, token list, explorers) and
// nothing else: no wagmi, no network, as in a story.
import '@testing-library/jest-dom/vitest'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach } from 'vitest'
import { chainA, tokenList } from '../../../fixtures/two-chain-states.js'
import { SupertxProvider, type SupertxUiProps } from '../../../src/react/SupertxProvider.js'

afterEach(cleanup)

export function renderPart(ui: ReactElement, props: SupertxUiProps = {}) {
  return render(
    <SupertxProvider
      baseUrl="http://127.0.0.1:9"
      tokenList={tokenList}
      blockExplorers={{ [chainA]: 'https://explorer.test' }}
      {...props}
    >
      {ui}
    </SupertxProvider>,
  )
}
