// Loaded with `node --import` into the `react18` project's workers (vitest.config.ts): every
// `react` and `react-dom` that Node itself resolves becomes React 18 (the `react-18` and
// `react-dom-18` alias packages). Vite's alias covers the modules Vite transforms (the kit and the
// tests); this covers the dependencies Node loads as they are (react-dom's own `require('react')`,
// wagmi, TanStack Query, Testing Library, use-sync-external-store), so one React is loaded, not two.
import Module, { register } from 'node:module'

const react18 = (specifier) => specifier.replace(/^(react|react-dom)(?=$|\/)/, '$1-18')

// CommonJS `require`.
const resolveFilename = Module._resolveFilename
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, react18(request), ...rest)
}

// ES module `import`, through a resolve hook on Node's loader thread.
const hooks = `export async function resolve(specifier, context, next) {
  return next(specifier.replace(/^(react|react-dom)(?=$|\\/)/, '$1-18'), context)
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`)
