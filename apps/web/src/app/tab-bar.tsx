import { IonIcon, IonLabel, IonTabBar, IonTabButton } from '@ionic/react'
import { brush, calendar, camera, images, person } from 'ionicons/icons'
import { useTranslation } from 'react-i18next'
import { Later } from '../components/later'

const tabs = [
  { tab: 'home', label: 'home', icon: images },
  { tab: 'daily-images', label: 'dailyImages', icon: calendar },
  { tab: 'create', label: 'create', icon: camera },
  { tab: 'my-works', label: 'myWorks', icon: brush },
  { tab: 'profile', label: 'profile', icon: person },
] as const

function TabLabel({ name }: { readonly name: (typeof tabs)[number]['label'] }) {
  const { t } = useTranslation()
  return <IonLabel>{t(`tabs.${name}`)}</IonLabel>
}

// IonTabBar reads its buttons from its direct children, so they are listed here, not a component.
const tabButtons = tabs.map(({ tab, label, icon }) => (
  <IonTabButton key={tab} tab={tab} href={`/${tab}`}>
    <IonIcon aria-hidden="true" icon={icon} />
    <TabLabel name={label} />
  </IonTabButton>
))

/**
 * The tab bar, drawn a task after the rest of the app's frame: Ionic's bar, buttons, icons and
 * labels are most of the frame's first render, which would otherwise be one long task on a phone.
 */
export function TabBar() {
  const { t } = useTranslation()
  return (
    <Later>
      {/* A landmark round the tab list, so every part of the page is in one. */}
      <nav slot="bottom" aria-label={t('tabs.label')}>
        <IonTabBar>{tabButtons}</IonTabBar>
      </nav>
    </Later>
  )
}
