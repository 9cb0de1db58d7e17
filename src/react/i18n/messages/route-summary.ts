'use client'
export const routeSummaryMessages = {
  title: 'Route',
  stepType: { swap: 'Swap', bridge: 'Bridge' } as Record<string, string>,
  step: ({ type, protocol }: { type: string; protocol: string }) => `${type} via ${protocol}`,
  onChain: ({ chain }: { chain: string }) => `on ${chain}`,
  fromTo: ({ from, to }: { from: string; to: string }) => `${from} → ${to}`,
  unknownChain: ({ chainId }: { chainId: number }) => `chain ${chainId}`,
  output: 'You receive',
  minOutput: 'At least',
  gasFees: 'Gas fees',
  bridgeFees: 'Bridge fees',
  estimatedTime: 'Estimated time',
  seconds: ({ value }: { value: string }) => `about ${value} s`,
  minutes: ({ value }: { value: string }) => `about ${value} min`,
}
