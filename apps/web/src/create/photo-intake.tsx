import { IonButton, IonIcon } from '@ionic/react'
import { camera, images } from 'ionicons/icons'
import { type DragEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PhotoSource } from './camera'

/**
 * The ways a photo comes in: the camera and the photo library on phones, a file picker and drag
 * and drop on the web.
 */
export function PhotoIntake(props: {
  readonly onFile: (file: File | undefined) => void
  readonly onCamera: ((source: PhotoSource) => void) | null
}) {
  const [dragging, setDragging] = useState(false)
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    props.onFile(e.dataTransfer.files[0])
  }
  const onCamera = props.onCamera
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the buttons inside are the keyboard path.
    <div
      className={`create-drop${dragging ? ' dragging' : ''}`}
      data-testid="photo-drop"
      onDragOver={(e) => {
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {onCamera ? (
        <>
          <IonButton onClick={() => onCamera('camera')}>
            <IonIcon icon={camera} slot="start" aria-hidden="true" />
            {t('create.takePhoto')}
          </IonButton>
          <IonButton fill="outline" onClick={() => onCamera('library')}>
            <IonIcon icon={images} slot="start" aria-hidden="true" />
            {t('create.fromLibrary')}
          </IonButton>
        </>
      ) : (
        <>
          <p>{t('create.drop')}</p>
          <IonButton onClick={() => input.current?.click()}>{t('create.choose')}</IonButton>
        </>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
        hidden
        data-testid="photo-input"
        onChange={(e) => {
          props.onFile(e.target.files?.[0])
          e.target.value = ''
        }}
      />
    </div>
  )
}
