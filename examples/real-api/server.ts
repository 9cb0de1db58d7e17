// server.ts of a Vite app in production: serves `vite build`'s dist/ and the proxy, with hono
// (`npm i hono @hono/node-server`), run with SUPERTX_API_KEY and APP_ORIGIN in its environment
// (SUPERTX_API_URL for the staging service or a stand-in; production by default).
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { createSupertxProxy, SUPERTX_API_URL } from 'supertx-kit/server'

const proxy = createSupertxProxy({
  apiKey: process.env.SUPERTX_API_KEY ?? '',
  baseUrl: process.env.SUPERTX_API_URL ?? SUPERTX_API_URL,
  allowedOrigins: [process.env.APP_ORIGIN ?? 'http://localhost:3000'], // e.g. https://app.example
  pathPrefix: '/api/supertx',
})

const app = new Hono()
app.all('/api/supertx/*', (c) => proxy(c.req.raw))
app.use('/*', serveStatic({ root: './dist' }))
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) })
