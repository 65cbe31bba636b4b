import { IonIcon, IonLabel, IonTabButton } from '@ionic/react'
import { brush, calendar, camera, images, person } from 'ionicons/icons'
import { useTranslation } from 'react-i18next'

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

/** The tab buttons (IonTabs needs IonTabBar as its direct child, so the bar itself stays in app.tsx). */
export const tabButtons = tabs.map(({ tab, label, icon }) => (
  <IonTabButton key={tab} tab={tab} href={`/${tab}`}>
    <IonIcon aria-hidden="true" icon={icon} />
    <TabLabel name={label} />
  </IonTabButton>
))
