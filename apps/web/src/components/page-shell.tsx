import { IonContent, IonFooter, IonPage } from '@ionic/react'
import type { ReactNode } from 'react'
import { useDocumentTitle } from './use-document-title'

/**
 * The anatomy every page shares: scrolling content under the page's one heading (its own h1, as the
 * gallery's: no toolbar title repeating it), maybe a footer; `title` names the browser's tab.
 */
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
  useDocumentTitle(title)
  return (
    <IonPage className={className}>
      <IonContent fullscreen className="ion-padding">
        {children}
      </IonContent>
      {footer ? <IonFooter>{footer}</IonFooter> : null}
    </IonPage>
  )
}
