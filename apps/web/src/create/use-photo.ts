import { useCallback, useState } from 'react'
import { i18n } from '../i18n/i18n'
import { translateMessage } from '../i18n/messages'
import { CameraError, type PhotoSource } from './camera'
import { fileProblem, IntakeError, type PhotoPixels } from './intake'
import { photoTakenAt } from './photo-date'
import { useCamera } from './use-camera'
import { readPhoto } from './workers'

/** A photo's pixels, its file name, and when it was taken (EXIF, else the file's time). */
export type Photo = PhotoPixels & { readonly name: string; readonly takenAt: Date }

/**
 * The photo being made into a puzzle: chosen as a file, or taken with the camera or from the
 * library on phones (`fromCamera` is null on the web). A file that cannot be used only says so:
 * the photo and puzzle already here stay.
 */
export function usePhoto(): {
  readonly photo: Photo | null
  readonly reading: boolean
  readonly problem: string | null
  choose(file: File | undefined): Promise<void>
  readonly fromCamera: ((source: PhotoSource) => void) | null
} {
  const takePhoto = useCamera()
  const [photo, setPhoto] = useState<Photo | null>(null)
  const [reading, setReading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const choose = useCallback(async (file: File | undefined) => {
    if (!file) return
    const early = fileProblem(file)
    if (early) {
      setProblem(translateMessage(early))
      return
    }
    setReading(true)
    try {
      const [pixels, takenAt] = await Promise.all([readPhoto(file), photoTakenAt(file)])
      setProblem(null)
      setPhoto({ ...pixels, name: file.name, takenAt })
    } catch (error) {
      setProblem(
        error instanceof IntakeError
          ? translateMessage(error.message)
          : i18n.t('create.errors.notOpened'),
      )
    } finally {
      setReading(false)
    }
  }, [])

  const fromCamera = takePhoto
    ? (source: PhotoSource) =>
        void takePhoto(source).then(
          (file) => choose(file ?? undefined),
          (error: unknown) =>
            setProblem(
              error instanceof CameraError ? error.message : i18n.t('create.errors.cameraNotOpen'),
            ),
        )
    : null

  return { photo, reading, problem, choose, fromCamera }
}
