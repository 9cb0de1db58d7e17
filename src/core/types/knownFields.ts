/**
 * `T` without its string index signatures, deeply: the response schemas are loose (a newer
 * service may add fields, kept at run time as `[key: string]: unknown`), but in the types an app
 * reads, a misspelt path (`quote.fees`) must not compile as `unknown`. Still assignable to `T`.
 *
 * @example
 * type Quote = KnownFields<QuoteResponse>
 * declare const quote: Quote
 * quote.fee.amount // string
 * // quote.fees → a type error
 */
export type KnownFields<T> = T extends readonly (infer item)[]
  ? KnownFields<item>[]
  : T extends object
    ? {
        [key in keyof T as string extends key
          ? never
          : number extends key
            ? never
            : key]: KnownFields<T[key]>
      }
    : T
