// Entry point `supertx-kit/core`: framework-free, browser-safe. Named re-exports only (no `export *`),
// so the public surface is explicit; test/unit/exports.test.ts snapshots it.

// --- schemas ---

// --- errors ---

// --- client ---
