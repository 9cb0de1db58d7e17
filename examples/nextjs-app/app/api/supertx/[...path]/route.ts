// app/api/supertx/[...path]/route.ts of a Next.js app (App Router). The key stays on the server:
// SUPERTX_API_KEY without NEXT_PUBLIC_, so Next.js never puts it in a page. SUPERTX_API_URL picks
// the staging service (SUPERTX_STAGING_API_URL) or a stand-in; production by default.
import { createSupertxProxy, SUPERTX_API_URL, type SupertxProxy } from 'supertx-kit/server'

let proxy: SupertxProxy | undefined

// Created on the first request, not at import: `next build` loads this module without your secrets.
function handle(request: Request) {
  proxy ??= createSupertxProxy({
    apiKey: process.env.SUPERTX_API_KEY ?? '',
    baseUrl: process.env.SUPERTX_API_URL ?? SUPERTX_API_URL,
    allowedOrigins: [process.env.APP_ORIGIN ?? 'http://localhost:3000'], // e.g. https://app.example
    pathPrefix: '/api/supertx',
  })
  return proxy(request)
}

export { handle as GET, handle as OPTIONS, handle as POST }
