import { type Difficulty, difficultySchema } from '@huey/contracts'
import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react'
import { useTranslation } from 'react-i18next'

/** Easy, medium or hard: how detailed the puzzle is. */
export function DifficultyPicker(props: {
  readonly value: Difficulty
  readonly onChange: (difficulty: Difficulty) => void
}) {
  const { t } = useTranslation()
  return (
    <IonSegment
      value={props.value}
      onIonChange={(e) => {
        // Ionic also reports programmatic changes; only a real, different choice regenerates.
        const value = difficultySchema.safeParse(e.detail.value)
        if (value.success && value.data !== props.value) props.onChange(value.data)
      }}
      aria-label={t('gallery.difficulty')}
    >
      <IonSegmentButton value="easy">
        <IonLabel>{t('difficulty.easy')}</IonLabel>
      </IonSegmentButton>
      <IonSegmentButton value="medium">
        <IonLabel>{t('difficulty.medium')}</IonLabel>
      </IonSegmentButton>
      <IonSegmentButton value="hard">
        <IonLabel>{t('difficulty.hard')}</IonLabel>
      </IonSegmentButton>
    </IonSegment>
  )
}
