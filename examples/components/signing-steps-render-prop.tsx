import { SigningSteps, type SigningStepsProps } from '../../src/react/index.js'

// Your list from the same steps.
export function Progress({ state }: Pick<SigningStepsProps, 'state'>) {
  return (
    <SigningSteps state={state}>
      {(steps) => (
        <ol>
          {steps.map((s) => (
            <li key={s.name}>
              {s.name}: {s.state}
            </li>
          ))}
        </ol>
      )}
    </SigningSteps>
  )
}
