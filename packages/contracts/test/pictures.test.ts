import { describe, expect, it } from 'vitest'
import {
  creationBodySchema,
  creationIdSchema,
  imagesQuerySchema,
  madePuzzleSchema,
  putWorkBodySchema,
  thumbnailQuerySchema,
} from '../src'

describe('gallery query', () => {
  it('reads numbers from the query string and pages by 24 unless told', () => {
    expect(imagesQuerySchema.parse({ cursor: '48', difficulty: 'hard' })).toEqual({
      cursor: 48,
      difficulty: 'hard',
      limit: 24,
    })
  })

  it('refuses a difficulty, limit or cursor that cannot be', () => {
    for (const bad of [
      { difficulty: 'extreme' },
      { limit: '0' },
      { limit: '101' },
      { cursor: '-1' },
      { cursor: 'abc' },
      { q: 'x'.repeat(81) },
    ]) {
      expect(imagesQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('serves thumbnails at one or two times their size only', () => {
    expect(thumbnailQuerySchema.parse({}).scale).toBe(1)
    expect(thumbnailQuerySchema.parse({ scale: '2' }).scale).toBe(2)
    expect(thumbnailQuerySchema.safeParse({ scale: '3' }).success).toBe(false)
  })
})

describe('made puzzle', () => {
  const made = { svgData: '<svg/>', colors: ['#a1b2c3'], regions: 12 }

  it('carries the puzzle, its colours as hex and its region count', () => {
    expect(madePuzzleSchema.parse(made)).toEqual(made)
  })

  it('refuses a puzzle without regions, colours or SVG', () => {
    expect(madePuzzleSchema.safeParse({ ...made, regions: 0 }).success).toBe(false)
    expect(madePuzzleSchema.safeParse({ ...made, colors: ['red'] }).success).toBe(false)
    expect(madePuzzleSchema.safeParse({ ...made, svgData: '' }).success).toBe(false)
    expect(madePuzzleSchema.safeParse({ svgData: '<svg/>', colors: ['#000000'] }).success).toBe(
      false,
    )
  })
})

describe('own pictures and works', () => {
  it('knows an own picture by its id and nothing else', () => {
    expect(creationIdSchema.safeParse('own-lx2k3-a9f').success).toBe(true)
    for (const bad of ['meadow-hard', 'own-', 'own-UPPER', `own-${'a'.repeat(61)}`, 'own-a/b']) {
      expect(creationIdSchema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('refuses a creation whose thumbnail is not an image', () => {
    const body = {
      title: 'Harbour',
      difficulty: 'medium',
      regions: 40,
      createdAt: '2026-11-25T10:00:00.000Z',
      svgData: '<svg/>',
      colors: ['#112233'],
      thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
    }
    expect(creationBodySchema.safeParse(body).success).toBe(true)
    expect(
      creationBodySchema.safeParse({ ...body, thumbnail: 'data:text/html;base64,PHNjcmlwdD4=' })
        .success,
    ).toBe(false)
  })

  it('takes filled regions as positive region numbers only', () => {
    expect(putWorkBodySchema.safeParse({ filled: [1, 2, 3] }).success).toBe(true)
    expect(putWorkBodySchema.safeParse({ filled: [0] }).success).toBe(false)
    expect(putWorkBodySchema.safeParse({ filled: [1.5] }).success).toBe(false)
  })
})
