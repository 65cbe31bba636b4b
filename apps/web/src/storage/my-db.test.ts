import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { afterEach, describe, expect, it } from 'vitest'
import { dropMyDb } from '../test/drop-my-db'
import { removeToken, writeToken } from './local-storage'
import { myDb } from './my-db'
import { SIGNED_OUT } from './owner'
import { loadWork } from './works'

afterEach(async () => {
  removeToken()
  await dropMyDb()
})

/** What earlier builds left behind: v1 categories and images, v2 adds svgData, v3 adds userImages. */
async function leaveOlderDatabase(version: 1 | 2 | 3): Promise<void> {
  const db = await openDB('MyDb', version, {
    upgrade(db) {
      db.createObjectStore('categories', { keyPath: '_id' })
      db.createObjectStore('images', { keyPath: '_id' })
      if (version >= 2) db.createObjectStore('svgData', { keyPath: '_id' })
      if (version >= 3) db.createObjectStore('userImages', { keyPath: '_id' })
    },
  })
  await db.put('categories', { _id: 'space', name: 'Space' })
  await db.put('images', {
    _id: 'img-1',
    title: 'Moon',
    categories: ['space', 'night'],
    date: '2026-01-02',
  })
  if (version >= 2) await db.put('svgData', { _id: 'img-1', svgData: '<svg/>', colors: ['#000'] })
  if (version >= 3) {
    await db.put('userImages', {
      _id: 'img-1',
      imageId: 'img-1',
      filled: [1, 2],
      pngData: '',
      date: '2026-01-03',
    })
  }
  db.close()
}

describe('MyDb version 4', () => {
  it('creates the four stores with their indexes on a fresh device', async () => {
    const db = await myDb()
    expect(db.version).toBe(4)
    expect([...db.objectStoreNames].sort()).toEqual([
      'categories',
      'images',
      'svgData',
      'userImages',
    ])
    const tx = db.transaction(['images', 'userImages', 'categories'])
    expect([...tx.objectStore('images').indexNames].sort()).toEqual(['categories', 'date'])
    expect(tx.objectStore('images').index('categories').multiEntry).toBe(true)
    expect([...tx.objectStore('userImages').indexNames]).toEqual(['date'])
    expect([...tx.objectStore('categories').indexNames]).toEqual(['name'])
  })

  it.each([1, 2, 3] as const)(
    'upgrades a version %i database to 4 and keeps its data',
    async (version) => {
      await leaveOlderDatabase(version)
      writeToken('token-of-the-painter')
      const db = await myDb()
      expect(db.version).toBe(4)
      expect(await db.get('categories', 'space')).toEqual({ _id: 'space', name: 'Space' })
      expect((await db.getAllFromIndex('images', 'categories', 'night')).map((i) => i._id)).toEqual(
        ['img-1'],
      )
      if (version >= 2) expect((await db.get('svgData', 'img-1'))?.svgData).toBe('<svg/>')
      // The work of the account signed in at the upgrade goes to its space (storage/owner.ts).
      if (version >= 3) expect((await loadWork('img-1'))?.filled).toEqual([1, 2])
      await db.put('userImages', {
        _id: 'x',
        owner: SIGNED_OUT,
        imageId: 'x',
        filled: [],
        pngData: '',
        date: '2026-02-01',
      })
      expect((await db.getAllFromIndex('userImages', 'date')).map((w) => w._id)).toContain('x')
    },
  )
})
