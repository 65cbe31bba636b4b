import type { Difficulty } from '@huey/contracts'
import { useTranslation } from 'react-i18next'
import { SegmentedChoice } from '../components/segmented-choice'

/** Easy, medium or hard: how detailed the puzzle is. */
export function DifficultyPicker(props: {
  readonly value: Difficulty
  readonly onChange: (difficulty: Difficulty) => void
}) {
  const { t } = useTranslation()
  return (
    <SegmentedChoice
      label={t('gallery.difficulty')}
      choices={[
        { value: 'easy', label: t('difficulty.easy') },
        { value: 'medium', label: t('difficulty.medium') },
        { value: 'hard', label: t('difficulty.hard') },
      ]}
      value={props.value}
      onChange={(difficulty) => {
        // Only a real, different choice makes the puzzle again.
        if (difficulty !== props.value) props.onChange(difficulty)
      }}
    />
  )
}
