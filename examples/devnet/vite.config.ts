import react from '@vitejs/plugin-react'
import { supertxDevnet } from 'supertx-kit/devnet/vite'
import { defineConfig } from 'vite'

// `vite` starts the devnet with the dev server and stops it with it.
export default defineConfig({ plugins: [react(), supertxDevnet()] })
