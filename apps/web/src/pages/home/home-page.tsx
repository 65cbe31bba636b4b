import {
  IonChip,
  IonContent,
  IonHeader,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonPage,
  IonRefresher,
  IonRefresherContent,
  IonTitle,
  IonToolbar,
} from '@ionic/react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useProfile } from '../../auth/profile-store'
import { PictureCard, PictureSkeleton } from '../../catalog/picture-card'
import { useGallery } from '../../catalog/use-gallery'
import { paywallSearch } from '../../purchases/paywall-host'
import '../../catalog/gallery.css'

const skeletonKeys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']

export function HomePage() {
  const [category, setCategory] = useState<string | undefined>(undefined)
  const gallery = useGallery(category)
  const profile = useProfile()
  const navigate = useNavigate()

  return (
    <IonPage>
      <IonHeader translucent>
        <IonToolbar>
          <IonTitle>Gallery</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent fullscreen className="ion-padding">
        <IonRefresher
          slot="fixed"
          onIonRefresh={(e) => {
            void gallery.refresh().finally(() => e.detail.complete())
          }}
        >
          <IonRefresherContent />
        </IonRefresher>
        <h1>Gallery</h1>
        <nav className="gallery-chips" aria-label="Categories">
          <IonChip outline={category !== undefined} onClick={() => setCategory(undefined)}>
            All
          </IonChip>
          {gallery.categories.map((c) => (
            <IonChip key={c._id} outline={category !== c._id} onClick={() => setCategory(c._id)}>
              {c.name}
            </IonChip>
          ))}
        </nav>
        {gallery.offline ? (
          <p className="gallery-empty" role="status">
            You are offline. Pictures you have seen before are still here.
          </p>
        ) : null}
        <div className="gallery-grid">
          {gallery.loading && gallery.images.length === 0
            ? skeletonKeys.map((key) => <PictureSkeleton key={key} />)
            : gallery.images.map((image) => (
                <PictureCard
                  key={image._id}
                  image={image}
                  work={gallery.works.get(image._id)}
                  locked={image.premium && !profile.premium}
                  onOpen={(img) =>
                    img.premium && !profile.premium
                      ? navigate({ search: paywallSearch(img._id) })
                      : navigate({ search: `?paint=${encodeURIComponent(img._id)}` })
                  }
                />
              ))}
        </div>
        {!gallery.loading && gallery.images.length === 0 && !gallery.offline ? (
          <p className="gallery-empty">No pictures here yet.</p>
        ) : null}
        <IonInfiniteScroll
          disabled={!gallery.hasMore}
          onIonInfinite={(e) => {
            void gallery.loadMore().finally(() => e.target.complete())
          }}
        >
          <IonInfiniteScrollContent />
        </IonInfiniteScroll>
      </IonContent>
    </IonPage>
  )
}
