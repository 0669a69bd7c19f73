import { createRoot } from 'react-dom/client'
import ToastHost from './ToastHost.tsx'

/** Mounts the toast host on a page that has no React island of its own (see LazyToastHost.astro). */
export function mountToastHost(): void {
  const container = document.createElement('div')
  document.body.append(container)
  createRoot(container).render(<ToastHost />)
}
