// Validates devnet responses against the real service's published OpenAPI document, so clients
// written for the real service work against the devnet (docs/spec/README.md).
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

/** The published document, kept in the repository (docs/spec/README.md says where it comes from). */
export const OPENAPI_PATH = resolve(
  import.meta.dirname,
  '../../../docs/spec/supertransaction-api.openapi.yml',
)
const DOC_ID = 'https://supertx-kit.local/supertransaction-api.openapi.json'

type OpenApiDoc = {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
}

/**
 * Where the spec (supertransaction-api.md) and the OpenAPI document disagree, the spec wins for
 * the devnet: these fields are checked against the spec and removed before the OpenAPI check.
 */
const SPEC_WINS: {
  method: string
  path: string
  status: number
  field: string
  allowed: unknown[]
}[] = [
  // Spec "Quote response" lists `mode`; the OpenAPI 200 of /v1/quote has no `mode` property.
  {
    method: 'post',
    path: '/v1/quote',
    status: 200,
    field: 'mode',
    allowed: ['eoa', 'smart-account', 'eoa-7702'],
  },
]

/**
 * The one named deviation from the OpenAPI document's payloadToSign items: a 2.2.1 smart-account
 * `simple` quote signs the EIP-712 `SuperTx`, and the devnet sends abstractjs's typed data
 * (docs/nexus-encoding.md, "How the devnet builds quotes"). The document predates 2.2.1 accounts:
 * its only `signablePayload` item is a permit's, with `metadata`. The real API's exact JSON for it
 * is not known. Allowed only in the 200 of POST /v1/quote, for `quoteType: 'simple'` in
 * `mode: 'smart-account'`, and only an item of exactly this shape; the rest of the body, and any
 * other item, is validated strictly.
 */
const SUPER_TX_PAYLOAD_ITEM = {
  type: 'object',
  required: ['signablePayload'],
  additionalProperties: false,
  properties: {
    signablePayload: {
      type: 'object',
      required: ['domain', 'types', 'primaryType', 'message'],
      additionalProperties: false,
      properties: {
        domain: { const: { name: 'Nexus' } },
        types: {
          const: {
            MeeUserOp: [
              { name: 'userOpHash', type: 'bytes32' },
              { name: 'lowerBoundTimestamp', type: 'uint256' },
              { name: 'upperBoundTimestamp', type: 'uint256' },
            ],
            SuperTx: [{ name: 'meeUserOps', type: 'MeeUserOp[]' }],
          },
        },
        primaryType: { const: 'SuperTx' },
        message: {
          type: 'object',
          required: ['meeUserOps'],
          additionalProperties: false,
          properties: {
            meeUserOps: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'object',
                required: ['userOpHash', 'lowerBoundTimestamp', 'upperBoundTimestamp'],
                additionalProperties: false,
                properties: {
                  userOpHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  lowerBoundTimestamp: { type: 'integer', minimum: 0 },
                  upperBoundTimestamp: { type: 'integer', minimum: 0 },
                },
              },
            },
          },
        },
      },
    },
  },
} as const

let isSuperTxPayloadItem: ValidateFunction | undefined

/** The payloadToSign indices that are the named 2.2.1 SuperTx deviation, in this body. */
function superTxDeviations(method: string, path: string, status: number, body: unknown): number[] {
  if (method !== 'post' || path !== '/v1/quote' || status !== 200) return []
  if (typeof body !== 'object' || body === null) return []
  const { quoteType, mode, payloadToSign } = body as Record<string, unknown>
  if (quoteType !== 'simple' || mode !== 'smart-account' || !Array.isArray(payloadToSign)) return []
  isSuperTxPayloadItem ??= load().ajv.compile(SUPER_TX_PAYLOAD_ITEM)
  const check = isSuperTxPayloadItem
  return payloadToSign.flatMap((item, i) => (check(item) ? [i] : []))
}

let loaded: { doc: OpenApiDoc; ajv: Ajv2020 } | undefined
const validators = new Map<string, ValidateFunction>()

function load(): { doc: OpenApiDoc; ajv: Ajv2020 } {
  if (loaded) return loaded
  if (!existsSync(OPENAPI_PATH)) {
    throw new Error(
      `The OpenAPI document is missing at ${OPENAPI_PATH}. It is part of the repository (docs/spec/); restore it with git checkout.`,
    )
  }
  // The file repeats top-level keys (info, components, servers): the later ones win.
  const doc = parse(readFileSync(OPENAPI_PATH, 'utf8'), { uniqueKeys: false }) as OpenApiDoc
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; `example` and the document's own keys are not
  // schema keywords, hence strict: false.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...doc, $id: DOC_ID })
  loaded = { doc, ajv }
  return loaded
}

function pointerEscape(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1')
}

function validatorFor(method: string, path: string, status: number): ValidateFunction {
  const key = `${method} ${path} ${status}`
  const cached = validators.get(key)
  if (cached) return cached
  const { doc, ajv } = load()
  const operation = doc.paths[path]?.[method]
  if (!operation) {
    const documented = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`),
    )
    throw new Error(
      `The OpenAPI document has no ${method.toUpperCase()} ${path}; it documents ${documented.join(', ')}.`,
    )
  }
  const responses = operation.responses ?? {}
  if (!(String(status) in responses)) {
    throw new Error(
      `The OpenAPI document has no ${status} response for ${method.toUpperCase()} ${path}; documented: ${Object.keys(responses).join(', ')}.`,
    )
  }
  const pointer = [
    'paths',
    path,
    method,
    'responses',
    String(status),
    'content',
    'application/json',
    'schema',
  ]
    .map(pointerEscape)
    .join('/')
  const validate = ajv.compile({ $ref: `${DOC_ID}#/${pointer}` })
  validators.set(key, validate)
  return validate
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map(
      (e) =>
        `  - ${e.instancePath || '(root)'} ${e.message}${e.keyword === 'additionalProperties' ? `: ${JSON.stringify(e.params.additionalProperty)}` : ''}`,
    )
    .join('\n')
}

function applySpecWins(method: string, path: string, status: number, body: unknown): unknown {
  const rules = SPEC_WINS.filter(
    (r) => r.method === method && r.path === path && r.status === status,
  )
  if (!rules.length || typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const copy: Record<string, unknown> = { ...body }
  for (const rule of rules) {
    if (rule.field in copy && !rule.allowed.includes(copy[rule.field])) {
      throw new Error(
        `${method.toUpperCase()} ${path} ${status}: ${rule.field} must be one of ${rule.allowed.join(', ')} (spec), got ${JSON.stringify(copy[rule.field])}.`,
      )
    }
    delete copy[rule.field]
  }
  return copy
}

/**
 * Throws, listing every mismatch with its JSON path, unless `body` matches the response the
 * OpenAPI document gives for (`method`, `path`, `status`), but for the one named deviation (the
 * 2.2.1 SuperTx payload, `SUPER_TX_PAYLOAD_ITEM`). Covers /v1/quote, /v1/execute,
 * /v1/mee/orchestrator and /v1/instructions/build-ccip (what the document describes).
 *
 * @example
 * const res = await fetch(`${apiUrl}/v1/execute`, ...)
 * assertConformsToOpenApi('POST', '/v1/execute', res.status, await res.json())
 */
export function assertConformsToOpenApi(
  method: string,
  path: string,
  status: number,
  body: unknown,
): void {
  const m = method.toLowerCase()
  const validate = validatorFor(m, path, status)
  if (validate(applySpecWins(m, path, status, body))) return
  const deviating = superTxDeviations(m, path, status, body).map((i) => `/payloadToSign/${i}`)
  const errors = (validate.errors ?? []).filter(
    (e) => !deviating.some((at) => e.instancePath === at || e.instancePath.startsWith(`${at}/`)),
  )
  if (errors.length) {
    throw new Error(
      `${method.toUpperCase()} ${path} ${status}: the body does not match the OpenAPI document:\n${describeErrors(errors)}`,
    )
  }
}
