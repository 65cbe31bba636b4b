import { Color, mix } from 'spectral.js'
import { describe, expect, it } from 'vitest'
import { hexDeltaE } from './delta-e'
import { paintSet } from './paint-sets'
import { describeRecipe, mixer } from './recipes'

describe('mixer', () => {
  for (const id of ['acrylic-12', 'acrylic-24']) {
    it(`makes each paint of ${id} from that paint alone`, () => {
      const set = paintSet(id)
      const recipeFor = mixer(set)
      set.paints.forEach((paint, i) => {
        const recipe = recipeFor(paint.hex)
        expect(recipe.parts).toEqual([{ paint: i, parts: 1 }])
        expect(recipe.deltaE).toBeLessThan(0.5)
        expect(describeRecipe(recipe, set)).toBe(`${paint.name} alone`)
      })
    })
  }

  it("finds known mixtures of the set's paints close to their colour", () => {
    const set = paintSet('acrylic-12')
    const recipeFor = mixer(set)
    const paint = (name: string) => new Color(set.paints.find((p) => p.name === name)?.hex ?? '')
    const mixtures: [Color, number][][] = [
      [
        [paint('Titanium White'), 3],
        [paint('Ultramarine Blue'), 1],
      ],
      [
        [paint('Lemon Yellow'), 2],
        [paint('Phthalo Green'), 1],
      ],
      [
        [paint('Scarlet'), 1],
        [paint('Warm Yellow'), 1],
      ],
      [
        [paint('Titanium White'), 4],
        [paint('Burnt Sienna'), 1],
        [paint('Warm Yellow'), 1],
      ],
    ]
    for (const parts of mixtures) {
      const target = mix(...parts)
        .toString()
        .toLowerCase()
      const recipe = recipeFor(target)
      expect(recipe.deltaE).toBeLessThan(2)
      expect(hexDeltaE(recipe.hex, target)).toBeCloseTo(recipe.deltaE, 5)
    }
  })

  it('says small parts as a touch', () => {
    const set = paintSet('acrylic-12')
    const text = describeRecipe(
      {
        parts: [
          { paint: 0, parts: 9 },
          { paint: 6, parts: 3 },
          { paint: 10, parts: 1 },
        ],
        hex: '#000000',
        deltaE: 0,
      },
      set,
    )
    expect(text).toBe('9 parts Titanium White, 3 parts Ultramarine Blue, a touch of Burnt Umber')
  })
})
