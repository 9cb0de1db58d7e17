import type { Route } from './route.js'

/** GET /: what this server is and what it serves, for a human with curl or a browser. */
export function indexRoute(routes: readonly Route[]): Route {
  return {
    method: 'GET',
    path: '/',
    summary: 'This index',
    register: (app, deps) => {
      app.get('/', (c) =>
        c.json({
          name: 'supertx-kit devnet',
          description:
            'A local Supertransaction API over local anvil chains, for development and tests. Test keys only; nothing here touches a real network.',
          authentication:
            'Every /v1 route requires the X-API-Key header (the devnet requires it everywhere, even where the spec does not declare it). /details pages are public.',
          explorer: deps.explorerUrl
            ? `${deps.explorerUrl}/details/<supertxHash>`
            : '/details/<supertxHash>',
          endpoints: routes.map(({ method, path, summary }) => ({ method, path, summary })),
        }),
      )
    },
  }
}
