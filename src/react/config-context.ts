'use client'
import { createContext } from 'react'
import type { SupertxConfig } from '../core/config/createSupertxConfig.js'

/** Holds the kit's config; read it with `useSupertxConfig`. */
export const SupertxContext = createContext<SupertxConfig | undefined>(undefined)
