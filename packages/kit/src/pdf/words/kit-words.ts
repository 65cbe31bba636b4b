import type { KitPlan } from '../../plan'
import { describeRecipe, type Recipe } from '../../recipes'
import type { SizeMm } from '../../sizes'
import { english, fill, type KitText } from './english'
import { kitTexts } from './languages'

/** What the caller says about the words: the language, and the set's name in it. */
export interface KitLanguage {
  /** `en-US` (the default), `es`, `fr`, `de` or `pt-BR`; any other prints in US English. */
  readonly language?: string
  /** The paint set's name as the app shows it; the set's English name when not given. */
  readonly setName?: string
}

/** A kit's words in one language: its sentences with their values, and its numbers. */
export interface KitWords {
  readonly say: (key: keyof KitText, values?: Readonly<Record<string, string | number>>) => string
  /** A number with `digits` decimals, written as the language writes it (12,5 in German). */
  readonly decimal: (value: number, digits?: number) => string
  /** Millilitres: whole ones bare, others with one decimal. */
  readonly ml: (value: number) => string
  /** A size in cm, "50x70 cm", with the language's decimal mark where there is a fraction. */
  readonly size: (size: SizeMm) => string
  readonly setName: string
  /** The recipe in words: "2 parts Titanium White, a touch of Mars Black". */
  readonly recipe: (recipe: Recipe) => string
}

export function kitWords(plan: KitPlan, given: KitLanguage = {}): KitWords {
  const language = given.language && kitTexts[given.language] ? given.language : 'en-US'
  const text = kitTexts[language] ?? english
  const formats = new Map<number, Intl.NumberFormat>()
  const decimal = (value: number, digits = 1) => {
    let format = formats.get(digits)
    if (!format) {
      format = new Intl.NumberFormat(language, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      })
      formats.set(digits, format)
    }
    return format.format(value)
  }
  const bare = (v: number) => (Number.isInteger(v) ? String(v) : decimal(v))
  const say: KitWords['say'] = (key, values) => fill(text[key], values)
  return {
    say,
    decimal,
    ml: (v) => `${bare(v)} ml`,
    size: (s) => `${bare(Math.round(s.width) / 10)}x${bare(Math.round(s.height) / 10)} cm`,
    setName: given.setName ?? plan.set.name,
    recipe: (r) => describeRecipe(r, plan.set, text),
  }
}
