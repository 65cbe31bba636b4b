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

export function formattersFor(locale: string): Formatters {
  return {
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    percent: (fraction) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
        fraction,
      ),
    date: (value, options) =>
      new Intl.DateTimeFormat(locale, options ?? { dateStyle: 'medium' }).format(value),
    price: (amount, currency) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
  }
}

/** The formatters of the current language; the component re-renders when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation()
  return formattersFor(i18n.resolvedLanguage ?? i18n.language)
}
