import { IonApp, IonRouterOutlet, IonTabs } from '@ionic/react'
import { IonReactRouter } from '@ionic/react-router'
import { Later } from '../components/later'
import { ToastHost } from '../components/toast-host'
import { LanguageChoiceProvider } from '../i18n/language-choice'
import { PurchasesProvider } from '../purchases/purchases-provider'
import { ErrorBoundary } from '../telemetry/error-boundary'
import { chooseLanguage } from './language'
import { PictureHostsGate } from './picture-hosts-gate'
import { premiumAccount, purchases } from './premium'
import { routeElements } from './router'
import { TabBar } from './tab-bar'
import { UpdatePrompt } from './update-prompt'

import '@ionic/react/css/core.css'
import '@ionic/react/css/normalize.css'
import '@ionic/react/css/structure.css'
import '@ionic/react/css/typography.css'
import '@ionic/react/css/padding.css'
import '@ionic/react/css/palettes/dark.system.css'
import '../theme/variables.css'
// Shared by the gallery and create pages: with the app's styles, not one more stylesheet to wait for.
import '../components/segmented-choice.css'

/** The root is only a shell: the routed page and the tab bar (SPEC.md section 2). */
export function App() {
  return (
    <ErrorBoundary>
      <IonApp>
        <LanguageChoiceProvider choose={chooseLanguage}>
          <IonReactRouter>
            <PurchasesProvider purchases={purchases} account={premiumAccount}>
              {/* The tabs and their outlet a task after the app's root: one commit each. */}
              <Later>
                <IonTabs>
                  <IonRouterOutlet>{routeElements}</IonRouterOutlet>
                  <TabBar />
                </IonTabs>
              </Later>
              <PictureHostsGate />
            </PurchasesProvider>
          </IonReactRouter>
          <ToastHost />
          <UpdatePrompt />
        </LanguageChoiceProvider>
      </IonApp>
    </ErrorBoundary>
  )
}
