import { IonToast } from '@ionic/react'
import type { Toast } from '../lib/toasts'

/** One toast on screen (Ionic's, with its element): loaded with the first toast (toast-host.tsx). */
export function ToastView({
  toast,
  onDismissed,
}: {
  readonly toast: Toast
  readonly onDismissed: () => void
}) {
  return (
    <IonToast
      isOpen
      message={toast.message}
      color={toast.color}
      duration={toast.duration}
      position="top"
      role={toast.color === 'danger' ? 'alert' : 'status'}
      data-color={toast.color}
      onDidDismiss={onDismissed}
    />
  )
}
