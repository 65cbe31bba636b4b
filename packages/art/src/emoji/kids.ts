import type { Style } from '../types'
import { drawEmoji, type EmojiDetail } from './emoji'
import { emojiSubjects } from './subjects'

/**
 * For young children: the subject as big as the page, two bands a gradient, a backdrop of a few
 * broad facets and no trees: few, thick regions a small finger can fill.
 */
const detail: EmojiDetail = { cell: 420, bands: 2, trees: 0, size: 980 }

export const kids: Style = {
  id: 'kids',
  category: 'kids',
  audience: 'kids',
  variants: emojiSubjects.map((e) => {
    const setting = e.settings[0] as (typeof e.settings)[number]
    const key = `${e.subject}-big`
    return {
      key,
      subject: e.subject,
      setting,
      tags: ['kids', 'simple', e.subject.replace(/-/g, ' '), ...e.tags],
      difficulty: 'easy' as const,
      draw: (seed: number) => drawEmoji(e, setting, detail, key, seed),
    }
  }),
}
