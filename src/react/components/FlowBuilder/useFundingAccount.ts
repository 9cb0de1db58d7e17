'use client'
import { useContext } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import type { SupertxConfig } from '../../../core/config/createSupertxConfig.js'
import { getOrchestratorQueryOptions } from '../../../core/query/api.js'
import { SupertxContext } from '../../config-context.js'
import { useApiQuery } from '../../hooks/useApiQuery.js'
import type { FlowBuilderMessages } from '../../i18n/messages/flow-builder.js'
import { useFlowBuilderContext } from './builder-context.js'

export type FundingAccount = {
  /** The account an amount on the chain comes out of; undefined while it is not known. */
  address: Address | undefined
  /** The words of its balance: the owner's, or in smart-account mode the smart account's own. */
  words: FlowBuilderMessages | FlowBuilderMessages['smartAccount']
  /** Why it is not known: no wallet, the smart account still being looked up, or unreadable. */
  reason: string | undefined
}

/**
 * Whose balance an amount on `chainId` comes out of, as the quote runs it (https://github.com/supertx-kit/supertx-kit/tree/main/docs/spec/
 * supertransaction-api.md, POST /v1/quote rule 3; the devnet's `accountsForRequest`):
 * - `smart-account`: the owner's orchestrator account, which holds the funds and runs the calls:
 *   `accountAddress[chainId]` when given, else looked up (POST /v1/mee/orchestrator);
 * - `eoa`: the owner, since the quote pulls the funding tokens from the owner's wallet first;
 * - `eoa-7702` (the owner's EOA runs the calls itself) and no mode: the owner.
 * Never throws: outside a `<SupertxProvider>` the smart account is simply not known.
 */
export function useFundingAccount(chainId: number): FundingAccount {
  const { messages, owner: givenOwner, mode, accountAddress } = useFlowBuilderContext()
  const connected = useAccount().address
  const owner = givenOwner ?? connected
  const config = useContext(SupertxContext)
  const chain = String(chainId)
  const smart = mode === 'smart-account'
  const given = smart ? accountAddress?.[chain] : owner
  // Disabled outside a provider (no config to call with) and wherever the account is given.
  const lookup = useApiQuery(
    getOrchestratorQueryOptions(config as SupertxConfig, {
      ownerAddress: owner,
      chains: [chainId],
    }),
    { enabled: Boolean(config && smart && !given) },
  )
  const address = (given ??
    (Array.isArray(lookup.data)
      ? lookup.data.find((group) => group.chains.includes(chain))?.address
      : undefined)) as Address | undefined
  return {
    address,
    words: smart ? messages.smartAccount : messages,
    // Without an owner nothing is looked up; past that, only the smart account can be unknown.
    reason: !owner
      ? messages.maxNotConnected
      : address
        ? undefined
        : config && lookup.isPending
          ? messages.smartAccount.maxLookingUp
          : messages.smartAccount.maxAccountUnknown,
  }
}
