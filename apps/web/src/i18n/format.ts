import { useTranslation } from 'react-i18next'

/**
 * Numbers, dates and prices in the reader's language, through Intl (never by hand):
 * 1,234.5 in English is 1.234,5 in German and 1 234,5 in French.
 */
export interface Formatters {
  readonly number: (value: number, options?: Intl.NumberFormatOptions) => string
  readonly percent: (fraction: number) => string
  readonly date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string
  readonly price: (amount: number, currency: string) => string
}

/**
 * Each formatter is made once per language and options and then reused: making one costs a phone
 * about a millisecond, and a page of thirty dates or cards would otherwise make one per line.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options ?? {})}`
  const known = made.get(key)
  if (known instanceof Intl.NumberFormat) return known
  const format = new Intl.NumberFormat(locale, options)
  made.set(key, format)
  return format
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`
  const known = made.get(key)
  if (known instanceof Intl.DateTimeFormat) return known
  const format = new Intl.DateTimeFormat(locale, options)
  made.set(key, format)
  return format
}

export function formattersFor(locale: string): Formatters {
  return {
    number: (value, options) => numberFormat(locale, options).format(value),
    percent: (fraction) =>
      numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction),
    date: (value, options) => dateFormat(locale, options ?? { dateStyle: 'medium' }).format(value),
    price: (amount, currency) =>
      numberFormat(locale, { style: 'currency', currency }).format(amount),
  }
}

/** The formatters of the current language; the component re-renders when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation()
  return formattersFor(i18n.resolvedLanguage ?? i18n.language)
}
