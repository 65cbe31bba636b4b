import { IonContent, IonPage } from '@ionic/react'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../../auth/profile-store'
import { PictureCard, PictureSkeleton } from '../../catalog/picture-card'
import { useDailyImages } from '../../catalog/use-daily'
import { useDocumentTitle } from '../../components/use-document-title'
import { type Formatters, formattersFor, useFormat } from '../../i18n/format'
import { useRevealed } from '../../lib/use-revealed'
import { useOpenPicture } from '../use-open-picture'
import '../../catalog/gallery.css'

// Past days in short ('Tue, Nov 24'): a long name wraps in a narrow column and pushes its card
// below its neighbours'.
const dayName = (format: Formatters, day: string, long: boolean) =>
  format.date(new Date(`${day}T00:00:00Z`), {
    weekday: long ? 'long' : 'short',
    month: long ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** Today's picture large, the past days in a grid whose cards keep to their columns. */
export function DailyImagesPage() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('daily.title'))
  const format = useFormat()
  const language = i18n.resolvedLanguage ?? i18n.language
  const { days, loading, failed } = useDailyImages()
  const profile = useProfile()
  // Both date formatters made while the days are on their way, each in a task of its own: the
  // first Intl formatter of a language costs a phone tens of milliseconds if ICU's worker
  // (main.tsx) has not started it yet.
  useEffect(() => {
    const early = formattersFor(language)
    const day = new Date().toISOString().slice(0, 10)
    const long = setTimeout(() => dayName(early, day, true), 0)
    const short = setTimeout(() => dayName(early, day, false), 0)
    return () => {
      clearTimeout(long)
      clearTimeout(short)
    }
  }, [language])
  // The same props from one task to the next, so the memoised cards already drawn stay as they
  // are while the next few past days come.
  const cards = useMemo(
    () => days.map((d) => ({ date: d.date, image: { ...d.image, position: 0 } })),
    [days],
  )
  const [today, ...past] = cards
  // The past days below today's picture come a few at a time, each few in a task of its own.
  const pastShown = useRevealed(past.length, 4, 8)
  const open = useOpenPicture()
  const card = (d: (typeof cards)[number], isToday = false) => {
    const locked = d.image.premium && !profile.premium
    return (
      <div key={d.date} className="daily-day" data-day={d.date}>
        <p className="daily-date">
          {isToday
            ? t('daily.today', { date: dayName(format, d.date, true) })
            : dayName(format, d.date, false)}
        </p>
        <PictureCard
          image={d.image}
          work={undefined}
          locked={locked}
          priority={isToday}
          // Today's card is up to 32rem wide: widths, not densities, so a desktop gets the 480 px
          // picture for it rather than the 240 px one stretched.
          sizes={isToday ? '(min-width: 560px) 32rem, 100vw' : undefined}
          onOpen={open}
        />
      </div>
    )
  }
  return (
    <IonPage>
      <IonContent fullscreen className="ion-padding">
        <h1>{t('daily.title')}</h1>
        <p>{t('daily.intro')}</p>
        {failed ? <p className="gallery-empty">{t('daily.failed')}</p> : null}
        {loading ? (
          <div className="daily-today">
            <PictureSkeleton />
          </div>
        ) : null}
        {today ? <div className="daily-today">{card(today, true)}</div> : null}
        <div className="daily-grid">{past.slice(0, pastShown).map((d) => card(d))}</div>
      </IonContent>
    </IonPage>
  )
}
