// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { colourName } from './colour-name'

describe('colourName', () => {
  it.each([
    ['#ff0000', 'red'],
    ['#8b0000', 'dark red'],
    ['#add8e6', 'light blue'],
    ['#1e90ff', 'blue'],
    ['#228b22', 'green'],
    ['#ffd700', 'yellow'],
    ['#ffa500', 'orange'],
    ['#8b4513', 'brown'],
    ['#800080', 'dark purple'],
    ['#ff69b4', 'pink'],
    ['#808080', 'grey'],
    ['#d3d3d3', 'light grey'],
    ['#000000', 'black'],
    ['#ffffff', 'white'],
    ['#008080', 'dark teal'],
  ])('names %s "%s"', (hex, name) => {
    const { hue, shade } = colourName(hex)
    expect(shade ? `${shade} ${hue}` : hue).toBe(name)
  })
})
