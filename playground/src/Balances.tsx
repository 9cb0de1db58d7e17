// Live balances of every devnet token on every chain, for the wallet and its smart account,
// polled every second (wagmi useReadContracts).
import { type Address, erc20Abi, formatUnits } from 'viem'
import { useAccount, useReadContracts } from 'wagmi'
import { useOrchestrator } from '../../src/react/index.js'
import type { PlaygroundDevnet } from './devnet-info.js'
import { useChoices } from './url-state.js'

export function Balances({ devnet }: { devnet: PlaygroundDevnet }) {
  const { address: owner } = useAccount()
  const [{ locale }] = useChoices()
  const orchestrator = useOrchestrator({
    ownerAddress: owner,
    chains: devnet.chains.map((c) => c.id),
  })
  const smart = Array.isArray(orchestrator.data)
    ? (orchestrator.data[0]?.address as Address | undefined)
    : undefined
  const holders = [owner, smart].filter(Boolean) as Address[]
  const rows = devnet.chains.flatMap((chain) => chain.tokens.map((token) => ({ chain, token })))
  const contracts = rows.flatMap(({ chain, token }) =>
    holders.map((holder) => ({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [holder] as const,
      chainId: chain.id,
    })),
  )
  const { data } = useReadContracts({
    contracts,
    query: { enabled: holders.length > 0, refetchInterval: 1000 },
  })
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 })
  const cell = (index: number, decimals: number) => {
    const result = data?.[index]
    if (result?.status !== 'success') return '…'
    return format.format(Number(formatUnits(result.result as bigint, decimals)))
  }
  return (
    <section aria-labelledby="balances-heading">
      <h2 id="balances-heading">Balances</h2>
      <table aria-labelledby="balances-heading">
        <thead>
          <tr>
            <th scope="col">Chain</th>
            <th scope="col">Token</th>
            <th scope="col">Wallet</th>
            <th scope="col">Smart account</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ chain, token }, row) => (
            <tr key={`${chain.id}-${token.symbol}`}>
              <td>{chain.name}</td>
              <td>{token.symbol}</td>
              <td>{owner ? cell(row * holders.length, token.decimals) : '—'}</td>
              <td>{smart ? cell(row * holders.length + 1, token.decimals) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
