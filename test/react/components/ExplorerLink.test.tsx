import { render, screen } from '@testing-library/react'
import { createConfig } from '@wagmi/core'
import { defineChain, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { WagmiProvider } from 'wagmi'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { ExplorerLink } from '../../../src/react/components/ExplorerLink/ExplorerLink.js'
import { SupertxProvider } from '../../../src/react/SupertxProvider.js'
import '../support/setup.js'

const supertxHash = `0x${'ab'.repeat(32)}` as const
const transactionHash = `0x${'cd'.repeat(32)}` as const
const chain = defineChain({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.example/' } },
})
const wagmiConfig = createConfig({ chains: [chain], transports: { [chain.id]: http() } })
const config = createSupertxConfig({ baseUrl: 'http://127.0.0.1:4337/v1' })

describe('ExplorerLink', () => {
  it('links a supertransaction to the config explorer page, in a new tab, and says so', () => {
    render(
      <SupertxProvider config={config}>
        <ExplorerLink supertxHash={supertxHash} />
      </SupertxProvider>,
    )
    const link = screen.getByRole('link', { name: 'View on explorer' })
    expect(link.getAttribute('href')).toBe(`http://127.0.0.1:4337/details/${supertxHash}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link).toHaveProperty('className', 'stx-root stx-explorer-link')
    expect(screen.getByText('Opens in a new tab.').id).toBe(link.getAttribute('aria-describedby'))
  })

  it("links a transaction through the chain's explorer, named by its short hash", () => {
    render(
      <WagmiProvider config={wagmiConfig}>
        <ExplorerLink chainId={8453} transactionHash={transactionHash} className="mine" />
      </WagmiProvider>,
    )
    const link = screen.getByRole('link', { name: 'Transaction 0xcdcd…cdcd' })
    expect(link.getAttribute('href')).toBe(`https://basescan.example/tx/${transactionHash}`)
    expect(link.className).toContain('mine')
  })

  it("prefers the provider's blockExplorers override to the chain's explorer", () => {
    render(
      <WagmiProvider config={wagmiConfig}>
        <SupertxProvider config={config} blockExplorers={{ 8453: 'http://127.0.0.1:5100' }}>
          <ExplorerLink chainId={8453} transactionHash={transactionHash}>
            See it
          </ExplorerLink>
        </SupertxProvider>
      </WagmiProvider>,
    )
    expect(screen.getByRole('link', { name: 'See it' }).getAttribute('href')).toBe(
      `http://127.0.0.1:5100/tx/${transactionHash}`,
    )
  })

  it('shows the text without a link where no explorer is known', () => {
    render(<ExplorerLink chainId={31337} transactionHash={transactionHash} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Transaction 0xcdcd…cdcd')).toBeTruthy()
  })

  it('speaks the words the provider gives it', () => {
    render(
      <SupertxProvider config={config} messages={{ explorerLink: { supertx: 'Track it' } }}>
        <ExplorerLink supertxHash={supertxHash} />
      </SupertxProvider>,
    )
    expect(screen.getByRole('link', { name: 'Track it' })).toBeTruthy()
  })
})
