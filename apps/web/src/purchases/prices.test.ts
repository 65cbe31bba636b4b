// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatPlanPrice, planOffer } from './prices'

describe('formatPlanPrice', () => {
  it('writes US dollars from cents in English (US) by default', () => {
    expect(
      formatPlanPrice({
        productId: 'huey.premium.monthly',
        period: 'month',
        amount: 499,
        currency: 'USD',
      }),
    ).toBe('$4.99')
    expect(
      formatPlanPrice({
        productId: 'huey.premium.yearly',
        period: 'year',
        amount: 3999,
        currency: 'USD',
      }),
    ).toBe('$39.99')
  })

  it("uses the currency's own minor unit", () => {
    expect(
      formatPlanPrice({
        productId: 'huey.premium.monthly',
        period: 'month',
        amount: 500,
        currency: 'JPY',
      }),
    ).toBe('¥500')
  })

  it('follows the locale it is given', () => {
    expect(
      formatPlanPrice(
        { productId: 'huey.premium.monthly', period: 'month', amount: 499, currency: 'EUR' },
        'de-DE',
      ),
    ).toBe('4,99\u00a0€')
  })
})

describe('planOffer', () => {
  it('keeps the plan and period and adds the written price', () => {
    expect(
      planOffer({
        productId: 'huey.premium.yearly',
        period: 'year',
        amount: 3999,
        currency: 'USD',
      }),
    ).toEqual({ productId: 'huey.premium.yearly', period: 'year', price: '$39.99' })
  })
})
