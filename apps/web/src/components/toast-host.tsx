import { IonToast } from '@ionic/react'
import { useEffect, useState } from 'react'
import { onToast, type Toast } from '../lib/toasts'

/** Renders the toasts others ask for, one after another. */
export function ToastHost() {
  const [queue, setQueue] = useState<readonly Toast[]>([])
  useEffect(() => onToast((toast) => setQueue((q) => [...q, toast])), [])
  const current = queue[0]
  if (!current) return null
  return (
    <IonToast
      key={current.id}
      isOpen
      message={current.message}
      color={current.color}
      duration={current.duration}
      position="top"
      role={current.color === 'danger' ? 'alert' : 'status'}
      data-color={current.color}
      onDidDismiss={() => setQueue((q) => q.slice(1))}
    />
  )
}
