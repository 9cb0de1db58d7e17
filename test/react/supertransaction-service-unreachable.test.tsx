// <Supertransaction> when its API does not answer at all: a port on 127.0.0.1 with nothing
// listening (a real socket refused, no fetch stub). A service on this machine is not the
// internet's fault: the sentence names the address and asks whether the devnet is running, once.
import '@testing-library/jest-dom/vitest'
import { createServer } from 'node:net'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Supertransaction } from '../../src/react/components/Supertransaction/Supertransaction.js'
import { setup } from './support/setup.js'

/** A port that was free a moment ago: nothing listens on it. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('<Supertransaction> with an API that does not answer', () => {
  it('on 127.0.0.1: says the service there did not answer and asks whether it runs, once; not the internet connection', async () => {
    const origin = `http://127.0.0.1:${await closedPort()}`
    const { wrapper } = await setup({ baseUrl: origin, apiKey: 'test-key' })
    render(
      <Supertransaction
        mode="smart-account"
        composeFlows={[
          {
            type: '/instructions/build',
            data: {
              chainId: 31337,
              to: '0x00000000000000000000000000000000000000b2',
              functionSignature: 'function ping()',
              args: [],
            },
          },
        ]}
      />,
      { wrapper },
    )
    const button = () => screen.getAllByRole('button', { name: /Get quote|Try again|…/ })[0]
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'))
    fireEvent.click(button() as HTMLElement)
    await waitFor(() => expect(button()).toHaveAccessibleName('Try again'), { timeout: 20_000 })
    const sentence = `The service at ${origin} did not answer. It runs on this computer: check that it (the devnet, or your local API) is running, then try again.`
    await waitFor(() => expect(screen.getAllByText(sentence)).toHaveLength(1))
    expect(document.body.textContent).not.toMatch(/internet connection/)
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1)
  })
})
