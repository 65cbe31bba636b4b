import { type Difficulty, difficultySchema } from '@huey/contracts'
import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react'

/** Easy, medium or hard: how detailed the puzzle is. */
export function DifficultyPicker(props: {
  readonly value: Difficulty
  readonly onChange: (difficulty: Difficulty) => void
}) {
  return (
    <IonSegment
      value={props.value}
      onIonChange={(e) => {
        // Ionic also reports programmatic changes; only a real, different choice regenerates.
        const value = difficultySchema.safeParse(e.detail.value)
        if (value.success && value.data !== props.value) props.onChange(value.data)
      }}
      aria-label="Difficulty"
    >
      <IonSegmentButton value="easy">
        <IonLabel>Easy</IonLabel>
      </IonSegmentButton>
      <IonSegmentButton value="medium">
        <IonLabel>Medium</IonLabel>
      </IonSegmentButton>
      <IonSegmentButton value="hard">
        <IonLabel>Hard</IonLabel>
      </IonSegmentButton>
    </IonSegment>
  )
}
