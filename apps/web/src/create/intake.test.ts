import { describe, expect, it } from 'vitest'
import { fileProblem, targetSize } from './intake'

describe('photo intake', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000, name: 'a.jpg' }, null],
    [{ type: '', size: 1000, name: 'IMG_0001.HEIC' }, null],
    [{ type: 'image/gif', size: 1000, name: 'a.gif' }, 'Choose a photo: JPEG, PNG, WebP or HEIC.'],
    [
      { type: 'application/pdf', size: 1000, name: 'a.pdf' },
      'Choose a photo: JPEG, PNG, WebP or HEIC.',
    ],
    [
      { type: 'image/png', size: 31 * 1024 * 1024, name: 'big.png' },
      'This photo is over 30 MB. Choose a smaller one.',
    ],
    [{ type: 'image/png', size: 0, name: 'empty.png' }, 'This file is empty.'],
  ])('judges %o', (file, problem) => {
    expect(fileProblem(file)).toBe(problem)
  })

  it('scales large photos down to 1200 px on the long side and keeps small ones', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: 1200, height: 900 })
    expect(targetSize(3024, 4032)).toEqual({ width: 900, height: 1200 })
    expect(targetSize(640, 480)).toEqual({ width: 640, height: 480 })
  })
})
