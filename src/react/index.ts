'use client'
// Entry point `supertx-kit`: React hooks and components (filled by the hooks and components work).
export { supertxQueryKeyPrefix } from '../core/query/index.js'
