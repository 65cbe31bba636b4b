import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useProfile } from '../auth/profile-store'
import type { GalleryImage } from '../catalog/use-gallery'
import { paywallSearch } from '../purchases/paywall-search'

/**
 * Opens a picture from a card: its colouring screen, or the paywall when it is premium and the
 * person is not. The same callback from one render to the next, so memoised cards stay drawn.
 */
export function useOpenPicture(): (image: GalleryImage) => void {
  const profile = useProfile()
  const navigate = useNavigate()
  return useCallback(
    (image: GalleryImage) =>
      image.premium && !profile.premium
        ? navigate({ search: paywallSearch(image._id) })
        : navigate({ search: `?paint=${encodeURIComponent(image._id)}` }),
    [profile.premium, navigate],
  )
}
