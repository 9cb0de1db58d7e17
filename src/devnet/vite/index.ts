// Entry point `supertx-kit/devnet/vite` (Node, in vite.config): the devnet with the dev server.
export {
  type SupertxDevnetParameters,
  type SupertxDevnetPlugin,
  supertxDevnet,
} from './supertxDevnet.js'
