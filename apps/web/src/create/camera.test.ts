// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { enUSScreens } from '../i18n/locales/en-us-screens'
import { CameraError, pickPhoto } from './camera'

const cameraMessages = enUSScreens.create.camera

type Permission = 'granted' | 'denied' | 'prompt' | 'limited'

function fakeCamera(options: {
  camera?: Permission
  photos?: Permission
  afterPrompt?: Permission
  fail?: { code?: string; message: string }
}) {
  const status = { camera: options.camera ?? 'granted', photos: options.photos ?? 'granted' }
  const result = { type: 0, saved: false, webPath: 'capacitor://localhost/_capacitor_file_/p.jpg' }
  const act = vi.fn(async () => {
    if (options.fail) throw Object.assign(new Error(options.fail.message), options.fail)
    return result
  })
  return {
    checkPermissions: vi.fn(async () => status),
    requestPermissions: vi.fn(async () => ({
      camera: options.afterPrompt ?? status.camera,
      photos: options.afterPrompt ?? status.photos,
    })),
    takePhoto: act,
    chooseFromGallery: vi.fn(async () => ({ results: [await act()] })),
  } as unknown as Parameters<typeof pickPhoto>[0] & { requestPermissions: ReturnType<typeof vi.fn> }
}

describe('pickPhoto', () => {
  it('answers the photo of the camera when allowed', async () => {
    expect(await pickPhoto(fakeCamera({}), 'camera')).toMatch(/p\.jpg$/)
    expect(await pickPhoto(fakeCamera({ photos: 'limited' }), 'library')).toMatch(/p\.jpg$/)
  })

  it('asks for the permission the first time, and goes on when it is given', async () => {
    const camera = fakeCamera({ camera: 'prompt', afterPrompt: 'granted' })
    expect(await pickPhoto(camera, 'camera')).toMatch(/p\.jpg$/)
    expect(camera.requestPermissions).toHaveBeenCalledWith({ permissions: ['camera'] })
  })

  it('says how to allow the camera when the prompt is refused', async () => {
    const camera = fakeCamera({ camera: 'prompt', afterPrompt: 'denied' })
    await expect(pickPhoto(camera, 'camera')).rejects.toThrow(cameraMessages.cameraDenied)
  })

  it('says how to allow the photo library when it was refused before', async () => {
    await expect(pickPhoto(fakeCamera({ photos: 'denied' }), 'library')).rejects.toThrow(
      cameraMessages.photosDenied,
    )
  })

  it('maps the plugin’s denial and no-camera codes to clear messages', async () => {
    const denied = fakeCamera({ fail: { code: 'OS-PLUG-CAMR-0003', message: 'denied' } })
    await expect(pickPhoto(denied, 'camera')).rejects.toThrow(cameraMessages.cameraDenied)
    const none = fakeCamera({ fail: { code: 'OS-PLUG-CAMR-0007', message: 'no camera' } })
    await expect(pickPhoto(none, 'camera')).rejects.toBeInstanceOf(CameraError)
  })

  it('answers null, and no error, when the person cancels', async () => {
    const cancelled = fakeCamera({ fail: { code: 'OS-PLUG-CAMR-0006', message: 'User cancelled' } })
    expect(await pickPhoto(cancelled, 'camera')).toBeNull()
  })
})
