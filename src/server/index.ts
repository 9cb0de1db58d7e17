// supertx-kit/server: what runs on the app's server, never in a page. The API key stays here.
export { MEE_SCAN_URL, SUPERTX_API_URL, SUPERTX_STAGING_API_URL } from '../core/config/presets.js'
export {
  type CreateSupertxProxyParameters,
  createSupertxProxy,
  type SupertxProxy,
} from './createSupertxProxy.js'
export { InvalidProxyConfigError, type InvalidProxyConfigErrorParameters } from './errors.js'
