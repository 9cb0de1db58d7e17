'use client'
import { type ForwardedRef, forwardRef, type ReactNode, useState } from 'react'
import type { FormStepKind } from '../../../core/forms/form-steps.js'
import { formatAmount } from '../../../core/tokens/format-amount.js'
import { supertxFormMessages } from '../../i18n/messages/supertx-form.js'
import { useMessages } from '../../ui/useMessages.js'
import { useRootProps } from '../../ui/useRootProps.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import type { RootAttributes } from '../parts/root-attributes.js'
import type { FormField } from './form-draft.js'
import { issueSentence } from './issue-sentence.js'
import { StepFields } from './StepFields.js'
import type { UseSupertxFormReturnType } from './useSupertxForm.js'

type OwnProps = {
  /** The form's state and actions (`useSupertxForm`, or your own). */
  form: UseSupertxFormReturnType
  /** Your own markup from the form's state. */
  children?: ((form: UseSupertxFormReturnType) => ReactNode) | undefined
  className?: string | undefined
}
export type SupertxFormViewProps = OwnProps & RootAttributes<OwnProps, HTMLDivElement>

/**
 * The end-user form from its state: one fieldset per step (its action, chain, token, amount with
 * Max, recipient or slippage), "Add a step", and each field's problem in the user's words, shown
 * once the field was left or changed.
 */
export const SupertxFormView = /* @__PURE__ */ forwardRef(function SupertxFormView(
  { form, children, className, ...rest }: SupertxFormViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const root = useRootProps('supertx-form', className)
  const m = useMessages('supertxForm', supertxFormMessages)
  const { locale } = useSupertxUi()
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [nextKind, setNextKind] = useState<FormStepKind>(form.kinds[1] ?? form.kinds[0] ?? 'send')
  if (children) return <>{children(form)}</>
  const chainName = (id: number) => form.chains.find((c) => c.id === id)?.name ?? String(id)
  const amountOf = (amount: bigint, chainId: number, token: string) => {
    const info = form.tokenOf(chainId, token as `0x${string}`)
    return info
      ? { amount: formatAmount({ amount, decimals: info.decimals, locale }), symbol: info.symbol }
      : { amount: amount.toString(), symbol: '' }
  }
  return (
    <div {...rest} {...root} ref={ref}>
      <h2 className="stx-supertx-form__title">{m.title}</h2>
      <ol className="stx-supertx-form__steps">
        {form.drafts.map((draft, index) => {
          const field = (f: FormField) => `${draft.id}:${f}`
          const issueText = (f: FormField) => {
            const issue = form.issues.find((i) => i.step === index && i.field === f)
            if (!issue) return undefined
            // Balance and chaining problems show at once; a field's own once it was touched.
            const always =
              issue.code === 'insufficient' ||
              issue.code.startsWith('previous') ||
              issue.code === 'sameToken' ||
              issue.code === 'sameChain' ||
              issue.code === 'noTwin'
            const typed =
              f === 'amount'
                ? draft.amount !== ''
                : f === 'recipient'
                  ? draft.recipient !== ''
                  : false
            if (!always && !touched.has(field(f)) && !(typed && issue.code !== 'required'))
              return undefined
            return issueSentence(issue, { m, chainName, amountOf, draft, form, index })
          }
          return (
            <li key={draft.id} className="stx-supertx-form__step">
              <fieldset className="stx-supertx-form__fieldset">
                <legend className="stx-supertx-form__legend">
                  {m.stepLegend({ number: index + 1, kind: m.kinds[draft.kind] })}
                </legend>
                <div className="stx-supertx-form__step-head">
                  <div className="stx-supertx-form__field">
                    <label htmlFor={`${draft.id}-kind`}>{m.kind}</label>
                    <select
                      id={`${draft.id}-kind`}
                      className="stx-supertx-form__input"
                      value={draft.kind}
                      onChange={(event) =>
                        form.update(index, { kind: event.target.value as FormStepKind })
                      }
                    >
                      {form.kinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {m.kinds[kind]}
                        </option>
                      ))}
                    </select>
                  </div>
                  {form.drafts.length > 1 ? (
                    <button
                      type="button"
                      className="stx-supertx-form__remove"
                      onClick={() => form.remove(index)}
                    >
                      {m.removeStep({ number: index + 1 })}
                    </button>
                  ) : null}
                </div>
                <StepFields
                  form={form}
                  index={index}
                  messages={m}
                  locale={locale}
                  issueText={issueText}
                  touch={(f) =>
                    setTouched((old) => (old.has(field(f)) ? old : new Set([...old, field(f)])))
                  }
                />
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="stx-supertx-form__add">
        <label htmlFor={`${root.className}-next`.replace(/\s+/g, '-')}>{m.addStepKind}</label>
        <select
          id={`${root.className}-next`.replace(/\s+/g, '-')}
          className="stx-supertx-form__input"
          value={nextKind}
          onChange={(event) => setNextKind(event.target.value as FormStepKind)}
        >
          {form.kinds.map((kind) => (
            <option key={kind} value={kind}>
              {m.kinds[kind]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="stx-supertx-form__add-button"
          onClick={() => form.add(nextKind)}
        >
          {m.addStep}
        </button>
      </div>
      {form.drafts.some((d) => d.previous) ? (
        <p className="stx-supertx-form__hint">{m.runtimeNote}</p>
      ) : form.chaining ? null : form.drafts.length > 1 ? (
        <p className="stx-supertx-form__hint">{m.notInEoa7702}</p>
      ) : null}
    </div>
  )
})
