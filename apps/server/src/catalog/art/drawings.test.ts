import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { catalogEntries } from '../entries'
import { scene } from './compose'
import { placeIcon } from './icons'
import { kit, svg } from './kit'
import * as s from './subjects'

const allSubjects = Object.values(s).flat() as s.Subject[]
const heads = new Set(allSubjects.filter((x) => x.head).map((x) => x.name))

describe('the drawings in the pictures', () => {
  it('stands no head or bust alone in a scene, where it would float above the ground', () => {
    const scenes = catalogEntries().filter((e) => e.tags.includes('scene'))
    expect(scenes.length).toBeGreaterThan(100)
    for (const e of scenes) {
      const cast = e.title.replace(/ (in|on|under|by) .*$/, '').split(/, | and /)
      for (const name of cast) expect(heads.has(name), `${name} in ${e.title}`).toBe(false)
    }
    // Heads still have their portraits.
    const portraits = catalogEntries().filter((e) => e.tags.includes('portrait'))
    expect(portraits.some((e) => e.title.startsWith('Fox on '))).toBe(true)
    expect(portraits.some((e) => e.title.startsWith('Santa Claus on '))).toBe(true)
  })

  it('draws people with a skin tone, not emoji yellow', () => {
    for (const name of ['Santa Claus', 'Fairy', 'Mage', 'Elf', 'Mermaid', 'Merperson']) {
      const person = allSubjects.find((x) => x.name === name)
      expect(person?.ref, name).toMatch(/-skin-tone$/)
    }
  })

  it('keeps a drawing inside its box, even one whose file holds shapes far outside it', async () => {
    // Noto's gorilla carries two more gorillas below its view box.
    const art = svg(placeIcon('noto:gorilla', 100, 100, 200), '#ffffff')
    const { data, info } = await sharp(Buffer.from(art))
      .flatten()
      .raw()
      .toBuffer({ resolveWithObject: true })
    let outside = 0
    let inside = 0
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        const p = (y * info.width + x) * info.channels
        const white = data[p] === 255 && data[p + 1] === 255 && data[p + 2] === 255
        const inBox = x >= 100 && x < 300 && y >= 100 && y < 300
        if (!white && inBox) inside++
        if (!white && !inBox) outside++
      }
    expect(inside).toBeGreaterThan(5000)
    expect(outside).toBe(0)
  })

  it('fills a busy scene with drawings of its setting, not with a background cut small', () => {
    const cast = s.sea.slice(0, 3)
    const drawings = (detail: 'mid' | 'high') =>
      (scene(kit(7), 'sea', cast, detail).match(/<svg /g) ?? []).length - 1
    expect(drawings('mid')).toBeLessThanOrEqual(cast.length)
    // The cast, dozens of the sea's own creatures and shells, and a frame of forty more.
    expect(drawings('high')).toBeGreaterThan(cast.length + 60)
  })
})
