// `npm run dev`: will start the embedded devnet and the playground. Until those land, it says so.
console.log(
  [
    'supertx-kit dev',
    '  The devnet (local chains + Supertransaction API) and the playground are not built yet.',
    '  Run `npm test` for the suite; see README.md for what exists today.',
  ].join('\n'),
)
