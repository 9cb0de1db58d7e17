// app/layout.tsx: the kit's styles once, for every page.
import type { ReactNode } from 'react'
import 'supertx-kit/styles.css'

export const metadata = { title: 'Supertransactions' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
