// Vite's client types: `import.meta.glob` (the Integrate view reads the examples' sources).
/// <reference types="vite/client" />
