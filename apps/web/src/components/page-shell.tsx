import { IonContent, IonFooter, IonHeader, IonPage, IonTitle, IonToolbar } from '@ionic/react'
import type { ReactNode } from 'react'

/** The anatomy every page shares: a titled toolbar over scrolling content, maybe a footer. */
export function PageShell({
  title,
  children,
  className,
  footer,
}: {
  readonly title: string
  readonly children: ReactNode
  readonly className?: string
  /** Kept in view under the content (a page's main action), when given. */
  readonly footer?: ReactNode
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
      {footer ? <IonFooter>{footer}</IonFooter> : null}
    </IonPage>
  )
}
