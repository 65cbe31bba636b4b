import { IonContent, IonPage, IonRefresher, IonRefresherContent } from '@ionic/react'
import { useMemo, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useProfile } from '../../auth/profile-store'
import { type FilterState, GalleryFilters } from '../../catalog/gallery-filters'
import { MoreOnScroll } from '../../catalog/more-on-scroll'
import { PictureCard, PictureSkeleton } from '../../catalog/picture-card'
import { statusOf } from '../../catalog/picture-status'
import { revealOrder } from '../../catalog/reveal-order'
import { useCollections } from '../../catalog/use-collections'
import { type GalleryImage, useGallery } from '../../catalog/use-gallery'
import { Later } from '../../components/later'
import { SkipLink } from '../../components/skip-link'
import { useDocumentTitle } from '../../components/use-document-title'
import { WhenIdle } from '../../components/when-idle'
import { useRevealed } from '../../lib/use-revealed'
import { useOpenPicture } from '../use-open-picture'
import '../../catalog/gallery.css'

const skeletonKeys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']

// Trans puts the link's words from the language's catalogue inside it.
const creditLink = (href: string) => (
  // biome-ignore lint/a11y/useAnchorContent: Trans fills the anchor with the catalogue's words.
  <a href={href} target="_blank" rel="noreferrer" />
)

export function HomePage() {
  const { t } = useTranslation()
  useDocumentTitle(t('titles.home'))
  const [filter, setFilter] = useState<FilterState>({ q: '' })
  const gallery = useGallery(filter)
  const { collections, settled } = useCollections()
  const profile = useProfile()
  const browsing = !filter.q.trim() && !filter.category && !filter.difficulty && !filter.status
  const waiting = (gallery.loading && gallery.images.length === 0) || (browsing && !settled)
  const shown = filter.status
    ? gallery.images.filter((i) => statusOf(gallery.works.get(i._id)) === filter.status)
    : gallery.images
  // The first cards on screen load their pictures first and at once (the largest paint).
  const firstOnScreen = 4
  // A phone shows the first two rows whole; the largest paint may be either's first picture.
  const rowsOnScreen = 2
  // The cards come a few at a time, each few in a task of its own, those on screen first.
  const rows = browsing ? collections : []
  const order = revealOrder(
    rows.map((c) => c.images.length),
    shown.length,
    firstOnScreen,
    rowsOnScreen,
  )
  const revealed = useRevealed(order.total, firstOnScreen * rowsOnScreen, 8)
  // The same props from one task to the next, so the memoised cards already drawn stay as they are.
  const rowImages = useMemo(
    () => rows.map((c) => c.images.map((image, i) => ({ ...image, position: i }))),
    [rows],
  )
  const open = useOpenPicture()
  const card = (image: GalleryImage, priority = false) => (
    <PictureCard
      key={image._id}
      image={image}
      work={gallery.works.get(image._id)}
      locked={image.premium && !profile.premium}
      priority={priority}
      onOpen={open}
    />
  )

  return (
    <IonPage>
      <IonContent fullscreen className="ion-padding">
        {/* Nobody pulls in the page's first second: Ionic's refresher starts once the page has
            settled, in a task of its own. */}
        <WhenIdle>
          <IonRefresher
            slot="fixed"
            onIonRefresh={(e) => {
              void gallery.refresh().finally(() => e.detail.complete())
            }}
          >
            <IonRefresherContent />
          </IonRefresher>
        </WhenIdle>
        <SkipLink label={t('skipLink.toPictures')} to=".picture-card" />
        <h1>{t('gallery.title')}</h1>
        {/* Drawn in tasks of their own, top down, so nothing on screen is pushed down. */}
        <Later>
          <GalleryFilters categories={gallery.categories} value={filter} onChange={setFilter} />
          <Later>
            {gallery.offline ? (
              <p className="gallery-empty" role="status">
                {t('gallery.offline')}
              </p>
            ) : null}
            {waiting ? (
              // One placeholder grid until the rows and the pictures are both known; the real ones
              // replace it (a new element), so nothing on screen is pushed down when they arrive.
              <div key="skeletons" className="gallery-grid">
                {skeletonKeys.map((key) => (
                  <PictureSkeleton key={key} />
                ))}
              </div>
            ) : (
              <>
                {rows.map((c, row) =>
                  order.inRow(row, 0) < revealed ? (
                    <section key={c._id} className="collection" aria-label={c.name}>
                      <h2>{c.name}</h2>
                      <div className="collection-row">
                        {(rowImages[row] ?? []).map((image, i) =>
                          order.inRow(row, i) < revealed
                            ? card(image, row < rowsOnScreen && i < firstOnScreen)
                            : null,
                        )}
                      </div>
                    </section>
                  ) : null,
                )}
                {browsing && collections.length > 0 ? <h2>{t('gallery.allPictures')}</h2> : null}
                <div key="pictures" className="gallery-grid">
                  {shown.map((image, i) =>
                    order.inGrid(i) < revealed
                      ? card(image, (!browsing || collections.length === 0) && i < firstOnScreen)
                      : null,
                  )}
                </div>
              </>
            )}
            {!gallery.loading && shown.length === 0 && !gallery.offline ? (
              <p className="gallery-empty">
                {browsing ? t('gallery.emptyBrowsing') : t('gallery.emptyFiltered')}
              </p>
            ) : null}
            <MoreOnScroll
              enabled={gallery.hasMore}
              shown={shown.length}
              onMore={gallery.loadMore}
              label={t('gallery.loadingMore')}
            />
            <p className="gallery-credits">
              <Trans
                i18nKey="gallery.credits"
                components={{
                  fluent: creditLink('https://github.com/microsoft/fluentui-emoji'),
                  noto: creditLink('https://github.com/googlefonts/noto-emoji'),
                }}
              />
            </p>
          </Later>
        </Later>
      </IonContent>
    </IonPage>
  )
}
