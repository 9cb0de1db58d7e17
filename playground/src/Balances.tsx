// Live balances of every devnet token on every chain, for the wallet, its smart account and, once
// there is one, its legacy (2.1.0) account: after an upgrade that one keeps its address and its
// funds, so it is the account that holds them. Polled every second (wagmi useReadContracts); a
// balance that cannot be read (its chain is down) reads "Unreachable".
import { type Address, erc20Abi, formatUnits } from 'viem'
import { useAccount, useReadContracts } from 'wagmi'
import { useOrchestrator } from '../../src/react/index.js'
import type { PlaygroundDevnet } from './devnet-info.js'
import { useLegacyAccount } from './legacy-account.js'
import { MarkedText } from './MarkedText.js'
import { useChoices } from './url-state.js'
import { useWords } from './words.js'

export function Balances({ devnet }: { devnet: PlaygroundDevnet }) {
  const { address: owner } = useAccount()
  const [{ locale }] = useChoices()
  const words = useWords()
  const w = words.balances
  const orchestrator = useOrchestrator({
    ownerAddress: owner,
    chains: devnet.chains.map((c) => c.id),
  })
  const smart = orchestrator.data?.[0]?.address as Address | undefined
  const legacy = useLegacyAccount(owner)
  const columns = [
    { name: w.wallet, holder: owner },
    { name: w.smartAccount, holder: smart },
    ...(legacy
      ? [
          {
            name: legacy.upgraded ? w.upgraded : w.legacy,
            holder: legacy.address,
          },
        ]
      : []),
  ]
  const rows = devnet.chains.flatMap((chain) => chain.tokens.map((token) => ({ chain, token })))
  const contracts = rows.flatMap(({ chain, token }) =>
    columns.map(({ holder }) => ({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [holder ?? '0x0000000000000000000000000000000000000000'] as const,
      chainId: chain.id,
    })),
  )
  const { data } = useReadContracts({
    contracts,
    query: { enabled: Boolean(owner), refetchInterval: 1000 },
  })
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 })
  const cell = (index: number, decimals: number) => {
    const result = data?.[index]
    // A chain that stopped answering: said, not "…" forever (the next poll that reads shows it).
    if (result?.status === 'failure') return w.unreachable
    if (result?.status !== 'success') return '…'
    return format.format(Number(formatUnits(result.result as bigint, decimals)))
  }
  return (
    <section aria-labelledby="balances-heading">
      <h2 id="balances-heading">{w.heading}</h2>
      {legacy ? (
        <p className="hint">
          <MarkedText text={words.upgrade.ownFunds(legacy.upgraded, legacy.address)} />
        </p>
      ) : null}
      <table aria-labelledby="balances-heading">
        <thead>
          <tr>
            <th scope="col">{w.chain}</th>
            <th scope="col">{w.token}</th>
            {columns.map(({ name }) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ chain, token }, row) => (
            <tr key={`${chain.id}-${token.symbol}`}>
              <td>{chain.name}</td>
              <td>{token.symbol}</td>
              {columns.map(({ name, holder }, column) => (
                <td key={name}>
                  {holder ? cell(row * columns.length + column, token.decimals) : '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
