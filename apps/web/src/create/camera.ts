import type { CameraPlugin } from '@capacitor/camera'
import { i18n } from '../i18n/i18n'

export type PhotoSource = 'camera' | 'library'

/** A problem with the camera or the photo library that people can act on, in their language. */
export class CameraError extends Error {
  override readonly name = 'CameraError'
  constructor(readonly problem: 'cameraDenied' | 'photosDenied' | 'noCamera' | 'failed') {
    super(i18n.t(`create.camera.${problem}`))
  }
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
  const denied = new CameraError(source === 'camera' ? 'cameraDenied' : 'photosDenied')
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
    if (code === codes.noCamera) throw new CameraError('noCamera')
    if (cancelled.test(message) || /0006/.test(code ?? '')) return null
    throw new CameraError('failed')
  }
}
