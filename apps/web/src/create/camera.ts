import type { CameraPlugin } from '@capacitor/camera'

export type PhotoSource = 'camera' | 'library'

export const cameraMessages = {
  cameraDenied:
    'Huey may not use the camera. Allow it in your phone’s Settings, or choose a photo from your library.',
  photosDenied:
    'Huey may not see your photos. Allow it in your phone’s Settings, or take a photo instead.',
  noCamera: 'This device has no camera. Choose a photo from your library instead.',
  failed: 'The photo could not be taken. Please try again.',
} as const

/** A problem with the camera or the photo library that people can act on. */
export class CameraError extends Error {
  override readonly name = 'CameraError'
}

const cancelled = /cancel/i
const codes = {
  cameraDenied: 'OS-PLUG-CAMR-0003',
  photosDenied: 'OS-PLUG-CAMR-0005',
  noCamera: 'OS-PLUG-CAMR-0007',
} as const

type Camera = Pick<
  CameraPlugin,
  'checkPermissions' | 'requestPermissions' | 'takePhoto' | 'chooseFromGallery'
>

/**
 * Takes a photo or picks one from the library through the Capacitor Camera plugin: asks for the
 * permission when it has not been asked yet, and says clearly what to do when it was refused.
 * Answers the photo's webPath, or null when the person cancelled.
 */
export async function pickPhoto(camera: Camera, source: PhotoSource): Promise<string | null> {
  const which = source === 'camera' ? 'camera' : 'photos'
  const denied = new CameraError(
    source === 'camera' ? cameraMessages.cameraDenied : cameraMessages.photosDenied,
  )
  let permission = (await camera.checkPermissions())[which]
  if (permission === 'prompt' || permission === 'prompt-with-rationale') {
    permission = (await camera.requestPermissions({ permissions: [which] }))[which]
  }
  if (permission === 'denied') throw denied
  try {
    const options = { quality: 92, targetWidth: 2400, targetHeight: 2400, correctOrientation: true }
    const result =
      source === 'camera'
        ? await camera.takePhoto(options)
        : (await camera.chooseFromGallery({ ...options, allowMultipleSelection: false })).results[0]
    return result?.webPath ?? null
  } catch (error) {
    const code = (error as { code?: string }).code
    const message = error instanceof Error ? error.message : ''
    if (code === codes.cameraDenied || code === codes.photosDenied) throw denied
    if (code === codes.noCamera) throw new CameraError(cameraMessages.noCamera)
    if (cancelled.test(message) || /0006/.test(code ?? '')) return null
    throw new CameraError(cameraMessages.failed)
  }
}
