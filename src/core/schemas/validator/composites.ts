// The schemas that hold other schemas: lists, objects (strict, loose or stripping unknown keys),
// records, unions and discriminated unions.
import {
  errorMap,
  finalize,
  isAborted,
  type Params,
  type Payload,
  prefix,
  run,
  Schema,
  wrongType,
} from './schema.js'

type AnySchema = Schema<unknown, unknown>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An object literal or `Object.create(null)`, from any realm; not a class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  const proto = isObject(value) && Object.getPrototypeOf(value)
  return proto === null || (proto !== false && Object.getPrototypeOf(proto) === null)
}

/** A list whose items `element` accepts. */
/* @__NO_SIDE_EFFECTS__ */
export function array<S extends AnySchema>(element: S, params?: Params) {
  return new Schema<S['_o'][], S['_i'][]>((payload, context, self) => {
    const input = payload.value
    if (!Array.isArray(input)) return void wrongType(payload, 'array', self)
    // Over a maximum among the leading length checks (the checks with a `when`), a list is refused for its length alone:
    // its items are not parsed and no other check runs.
    for (const check of self.checks) {
      if (!check.when) break
      if (check.max === undefined || input.length <= check.max) continue
      const start = payload.issues.length
      check.check(payload)
      Object.assign(payload.issues[start] as object, { continue: false, schema: self })
      return
    }
    const output: unknown[] = []
    payload.value = output
    input.forEach((item, index) => {
      const result = run(element, { value: item, issues: [] }, context)
      payload.issues.push(...prefix(index, result.issues))
      output[index] = result.value
    })
  }, errorMap(params))
}

export type Shape = { [key: string]: AnySchema }
/** `strict`: unknown keys are issues; `loose`: kept; `strip`: dropped. */
export type ObjectMode = 'strict' | 'loose' | 'strip'

type Flatten<T> = { [key in keyof T]: T[key] } & {}
type Extra<M extends ObjectMode> = M extends 'loose' ? { [key: string]: unknown } : unknown
type Optional = { readonly optout: 'optional' }
type OptionalIn = { readonly optin: 'optional' | 'defaulted' }

type ObjectOutput<S extends Shape, M extends ObjectMode> = Flatten<
  { -readonly [key in keyof S as S[key] extends Optional ? never : key]: S[key]['_o'] } & {
    -readonly [key in keyof S as S[key] extends Optional ? key : never]?: S[key]['_o']
  } & Extra<M>
>
type ObjectInput<S extends Shape, M extends ObjectMode> = Flatten<
  { -readonly [key in keyof S as S[key] extends OptionalIn ? never : key]: S[key]['_i'] } & {
    -readonly [key in keyof S as S[key] extends OptionalIn ? key : never]?: S[key]['_i']
  } & Extra<M>
>

export interface ObjectSchema<S extends Shape = Shape, M extends ObjectMode = ObjectMode>
  extends Schema<ObjectOutput<S, M>, ObjectInput<S, M>> {
  readonly shape: S
  readonly mode: M
}

/* @__NO_SIDE_EFFECTS__ */
function objectOf<S extends Shape, M extends ObjectMode>(
  shape: S,
  mode: M,
  params?: Params,
): ObjectSchema<S, M> {
  const keys = Object.keys(shape)
  const schema = new Schema((payload, context, self) => {
    const input = payload.value
    if (!isObject(input)) return void wrongType(payload, 'object', self)
    const output: Record<string, unknown> = {}
    payload.value = output
    for (const key of keys) {
      const field = shape[key] as AnySchema
      const { optin, optout } = field
      const present = key in input
      const result = run(field, { value: input[key], issues: [] }, context)
      // An absent optional key stays absent, whatever its schema makes of undefined.
      if (!present && optin === 'optional' && optout) continue
      if (present || !optin || !optout) payload.issues.push(...prefix(key, result.issues))
      if (!present && !optin) {
        if (!result.issues.length)
          payload.issues.push({ code: 'invalid_type', expected: 'nonoptional', path: [key] })
        continue
      }
      if (result.value !== undefined || present || (optin === 'defaulted' && !optout))
        output[key] = result.value
    }
    if (mode === 'strip') return
    const unknownKeys: string[] = []
    for (const key in input) {
      if (Object.hasOwn(shape, key)) continue
      if (mode === 'strict') unknownKeys.push(key)
      else if (key !== '__proto__') output[key] = input[key]
    }
    if (unknownKeys.length)
      // An unknown key leaves the value well typed: the object's own checks still run.
      payload.issues.push({
        code: 'unrecognized_keys',
        keys: unknownKeys,
        input,
        inst: self,
        continue: true,
      })
  }, errorMap(params))
  return Object.assign(schema, { shape, mode }) as unknown as ObjectSchema<S, M>
}

/** An object with these keys and no other (each unknown key is reported). */
/* @__NO_SIDE_EFFECTS__ */
export function strictObject<S extends Shape>(shape: S, params?: Params) {
  return objectOf(shape, 'strict', params)
}

/** An object with these keys; other keys are kept as they are. */
/* @__NO_SIDE_EFFECTS__ */
export function looseObject<S extends Shape>(shape: S, params?: Params) {
  return objectOf(shape, 'loose', params)
}

/** An object with these keys; other keys are dropped from the output. */
/* @__NO_SIDE_EFFECTS__ */
export function object<S extends Shape>(shape: S, params?: Params) {
  return objectOf(shape, 'strip', params)
}

/** The object schema with more keys (a key given again replaces the old one). */
/* @__NO_SIDE_EFFECTS__ */
export function extend<S extends Shape, M extends ObjectMode, T extends Shape>(
  schema: ObjectSchema<S, M>,
  shape: T,
): ObjectSchema<Flatten<Omit<S, keyof T> & T>, M> {
  return objectOf({ ...schema.shape, ...shape }, schema.mode, { error: schema.error }) as never
}

/** A record whose keys `key` accepts (a failing key is an `invalid_key` issue) and values `value`. */
/* @__NO_SIDE_EFFECTS__ */
export function record<K extends Schema<string, unknown>, V extends AnySchema>(
  key: K,
  value: V,
  params?: Params,
) {
  return new Schema<Record<K['_o'], V['_o']>, Record<K['_o'], V['_i']>>(
    (payload, context, self) => {
      const input = payload.value
      if (!isPlainObject(input)) return void wrongType(payload, 'record', self)
      const output: Record<string, unknown> = {}
      payload.value = output
      for (const name of Object.keys(input)) {
        if (name === '__proto__') continue
        const keyResult = run(key, { value: name, issues: [] }, context)
        if (keyResult.issues.length) {
          payload.issues.push({
            code: 'invalid_key',
            origin: 'record',
            issues: keyResult.issues.map((issue) => finalize(issue, context)),
            input: name,
            path: [name],
            inst: self,
          })
          continue
        }
        const result = run(value, { value: input[name], issues: [] }, context)
        payload.issues.push(...prefix(name, result.issues))
        output[keyResult.value as string] = result.value
      }
    },
    errorMap(params),
  )
}

/**
 * The first option that accepts the value. When none does, the one option that failed only on
 * rules (its type fit) reports its issues; otherwise one `invalid_union` issue holds every
 * option's issues.
 */
/* @__NO_SIDE_EFFECTS__ */
export function union<const T extends readonly AnySchema[]>(options: T, params?: Params) {
  return new Schema<T[number]['_o'], T[number]['_i']>((payload, context, self) => {
    const results: Payload[] = []
    for (const option of options) {
      const result = run(option, { value: payload.value, issues: [] }, context)
      if (!result.issues.length) {
        payload.value = result.value
        return
      }
      results.push(result)
    }
    const fitting = results.filter((result) => !isAborted(result.issues))
    const [only] = fitting
    if (only && fitting.length === 1) {
      payload.value = only.value
      payload.issues.push(...only.issues)
      return
    }
    payload.issues.push({
      code: 'invalid_union',
      input: payload.value,
      inst: self,
      errors: results.map((result) => result.issues.map((issue) => finalize(issue, context))),
    })
  }, errorMap(params))
}

/**
 * The object option whose `discriminator` key holds the value's; with none, an `invalid_union`
 * issue at the discriminator lists the accepted values (`options`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function discriminatedUnion<const T extends readonly ObjectSchema[]>(
  discriminator: string,
  options: T,
  params?: Params,
) {
  let byValue: Map<unknown, AnySchema> | undefined
  return new Schema<T[number]['_o'], T[number]['_i']>((payload, context, self) => {
    const input = payload.value
    if (!isObject(input)) return void wrongType(payload, 'object', self)
    byValue ??= new Map(
      options.flatMap((option) =>
        [...(option.shape[discriminator]?.values ?? [])].map((value) => [value, option] as const),
      ),
    )
    const option = byValue.get(input[discriminator])
    if (option) return void run(option, payload, context)
    payload.issues.push({
      code: 'invalid_union',
      errors: [],
      note: 'No matching discriminator',
      discriminator,
      options: [...byValue.keys()],
      input,
      path: [discriminator],
      inst: self,
    })
  }, errorMap(params))
}
