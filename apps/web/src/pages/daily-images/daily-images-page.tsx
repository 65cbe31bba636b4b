import { IonContent, IonPage } from '@ionic/react'
import { useNavigate } from 'react-router-dom'
import { useProfile } from '../../auth/profile-store'
import { PictureCard, PictureSkeleton } from '../../catalog/picture-card'
import { useDailyImages } from '../../catalog/use-daily'
import { paywallSearch } from '../../purchases/paywall-host'
import '../../catalog/gallery.css'

const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** Today's picture large, the past days in a grid whose cards keep to their columns. */
export function DailyImagesPage() {
  const { days, loading, failed } = useDailyImages()
  const profile = useProfile()
  const navigate = useNavigate()
  const [today, ...past] = days
  const open = (id: string, locked: boolean) =>
    locked
      ? navigate({ search: paywallSearch(id) })
      : navigate({ search: `?paint=${encodeURIComponent(id)}` })
  const card = (d: (typeof days)[number], isToday = false) => {
    const locked = d.image.premium && !profile.premium
    return (
      <div key={d.date} className="daily-day" data-day={d.date}>
        <p className="daily-date">{isToday ? `Today, ${dayName(d.date)}` : dayName(d.date)}</p>
        <PictureCard
          image={{ ...d.image, position: 0 }}
          work={undefined}
          locked={locked}
          onOpen={() => open(d.image._id, locked)}
        />
      </div>
    )
  }
  return (
    <IonPage>
      <IonContent fullscreen className="ion-padding">
        <h1>Daily pictures</h1>
        <p>
          A new picture to colour every day. The last week is free; the archive comes with premium.
        </p>
        {failed ? (
          <p className="gallery-empty">
            The daily pictures could not be loaded. Check your connection.
          </p>
        ) : null}
        {loading ? (
          <div className="daily-today">
            <PictureSkeleton />
          </div>
        ) : null}
        {today ? <div className="daily-today">{card(today, true)}</div> : null}
        <div className="daily-grid">{past.map((d) => card(d))}</div>
      </IonContent>
    </IonPage>
  )
}
