// A date and a number formatter, so that ICU's data is loaded (i18n/intl-warm-up.ts), then done.
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(0)
new Intl.NumberFormat(undefined, { style: 'percent' }).format(0)
postMessage('warm')
