import { IonIcon, IonLabel, IonTabButton } from '@ionic/react'
import { brush, calendar, camera, images, person } from 'ionicons/icons'

const tabs = [
  { tab: 'home', label: 'Gallery', icon: images },
  { tab: 'daily-images', label: 'Daily', icon: calendar },
  { tab: 'create', label: 'Create', icon: camera },
  { tab: 'my-works', label: 'My works', icon: brush },
  { tab: 'profile', label: 'Profile', icon: person },
] as const

/** The tab buttons (IonTabs needs IonTabBar as its direct child, so the bar itself stays in app.tsx). */
export const tabButtons = tabs.map(({ tab, label, icon }) => (
  <IonTabButton key={tab} tab={tab} href={`/${tab}`}>
    <IonIcon aria-hidden icon={icon} />
    <IonLabel>{label}</IonLabel>
  </IonTabButton>
))
