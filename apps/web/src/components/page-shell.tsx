import { IonContent, IonHeader, IonPage, IonTitle, IonToolbar } from '@ionic/react'
import type { ReactNode } from 'react'

/** The anatomy every page shares: a titled toolbar over scrolling content. */
export function PageShell({
  title,
  children,
  className,
}: {
  readonly title: string
  readonly children: ReactNode
  readonly className?: string
}) {
  return (
    <IonPage className={className}>
      <IonHeader translucent>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent fullscreen className="ion-padding">
        {children}
      </IonContent>
    </IonPage>
  )
}
