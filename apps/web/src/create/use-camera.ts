import { Camera } from '@capacitor/camera'
import { Capacitor } from '@capacitor/core'
import { useCallback } from 'react'
import { type PhotoSource, pickPhoto } from './camera'

/**
 * The camera and photo library on phones (Capacitor); null on the web, where the file input and
 * drag and drop are the way in.
 */
export function useCamera(): ((source: PhotoSource) => Promise<File | null>) | null {
  const take = useCallback(async (source: PhotoSource) => {
    const webPath = await pickPhoto(Camera, source)
    if (!webPath) return null
    // The plugin hands a local URL of the app's own file; reading it is how Capacitor gives bytes.
    const blob = await (await fetch(webPath)).blob()
    return new File([blob], source === 'camera' ? 'Camera photo.jpg' : 'Photo.jpg', {
      type: blob.type || 'image/jpeg',
    })
  }, [])
  return Capacitor.isNativePlatform() ? take : null
}
