// Prints vitest's totals as one plain line ("N passed, N failed") for CI logs.
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'))
const skipped = report.numPendingTests + report.numTodoTests
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
)
if (report.numTotalTests === 0) process.exit(1)
