'use client'
/**
 * How a chain the app's wagmi config does not name reads in English (`errors.chainFallback`); its
 * own module so `useChainInfo` carries it without every error sentence.
 */
export const chainFallback = (v: { id: number }) => `chain ${v.id}`
