import { describe, expect, it } from 'vitest'
import { fromSvg, toSvg } from './svg'
import { svgStyles } from './svg-style'
import type { Puzzle } from './types'

const puzzle: Puzzle = {
  width: 40,
  height: 20,
  palette: ['#dc2828', '#285adc'],
  regions: [
    { id: 1, color: 0, path: 'M0 0l20 0 0 20-20 0Z', label: { x: 10, y: 10, size: 8 }, area: 400 },
    {
      id: 2,
      color: 1,
      path: 'M20 0l20 0 0 20-20 0Z',
      label: { x: 25, y: 10, size: 6 },
      extraLabels: [
        { x: 35, y: 5, size: 6.5 },
        { x: 35, y: 15, size: 6 },
      ],
      area: 400,
    },
  ],
}

describe('toSvg and fromSvg', () => {
  it('give back the same puzzle, extra labels and all', () => {
    expect(fromSvg(toSvg(puzzle))).toEqual(puzzle)
  })

  it('read back a puzzle drawn in the print style', () => {
    expect(fromSvg(toSvg(puzzle, { style: 'print' }))).toEqual(puzzle)
  })

  it('draw one number per label, each with its colour number', () => {
    const texts = [...toSvg(puzzle).matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((m) => m[1])
    expect(texts).toEqual(['1', '2', '2', '2'])
  })

  it('draw the print style with dark outlines and numbers', () => {
    const svg = toSvg(puzzle, { style: 'print' })
    expect(svg).toContain(`stroke="${svgStyles.print.outlineColor}"`)
    expect(svg).toContain(`stroke-width="${svgStyles.print.outlineWidth}"`)
    expect(svg).toContain(`<g class="labels" fill="${svgStyles.print.numberColor}"`)
  })

  it('take outline colour and width and number colour and weight from a custom style', () => {
    const svg = toSvg(puzzle, {
      style: {
        outlineColor: '#000',
        outlineWidth: 1.25,
        numberColor: '#123456',
        numberWeight: 700,
      },
    })
    expect(svg).toContain('stroke="#000" stroke-width="1.25"')
    expect(svg).toContain('fill="#123456" font-weight="700"')
    expect(toSvg(puzzle)).not.toContain('font-weight')
  })

  it('refuse an SVG that is not a puzzle', () => {
    expect(() => fromSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toThrow(
      expect.objectContaining({ code: 'invalid-image' }),
    )
  })
})
