import { lazy, Suspense, useEffect, useState } from 'react'
import { onToast, type Toast } from '../lib/toasts'

// Ionic's toast comes with the first toast, not with every page's start-up.
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })))

/** Renders the toasts others ask for, one after another. */
export function ToastHost() {
  const [queue, setQueue] = useState<readonly Toast[]>([])
  useEffect(() => onToast((toast) => setQueue((q) => [...q, toast])), [])
  const current = queue[0]
  if (!current) return null
  return (
    <Suspense fallback={null}>
      <ToastView key={current.id} toast={current} onDismissed={() => setQueue((q) => q.slice(1))} />
    </Suspense>
  )
}
