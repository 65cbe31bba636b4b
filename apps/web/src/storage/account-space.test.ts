import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { dropMyDb } from '../test/drop-my-db'
import { sessionToken } from '../test/session-token'
import { adoptSignedOutSpace, forgetAccount } from './account-space'
import { removeToken, writeToken } from './local-storage'
import { queuedChanges } from './outbox-queue'
import { keepOwnPicture, ownPictures } from './own-pictures'
import { currentOwner, ownerOfToken, SIGNED_OUT } from './owner'
import { cachedPuzzle, imageRecord } from './puzzles'
import { listWorks, loadWork, saveWork } from './works'

afterEach(async () => {
  removeToken()
  await dropMyDb()
})

const work = (imageId: string, filled: number[]) => ({
  _id: imageId,
  imageId,
  filled,
  pngData: 'data:image/png;base64,AAAA',
  date: '2026-11-20T10:00:00.000Z',
})
const creation = (imageId: string) => ({
  imageId,
  title: 'Photo of a dog',
  difficulty: 'easy' as const,
  regions: 1,
  createdAt: '2026-03-12T10:00:00.000Z',
  svgData: '<svg/>',
  colors: ['#112233'],
  thumbnail: 'data:image/png;base64,AAAA',
})
const ana = sessionToken('0b1d2c3e-0000-4000-8000-00000000000a')
const ben = sessionToken('0b1d2c3e-0000-4000-8000-00000000000b')
const signIn = (token: string) => writeToken(token)
const titles = async () => (await listWorks()).map((item) => item.work.imageId)

describe('each account has its own space on a shared device', () => {
  it('shows an account its own works only, and nothing of it once signed out', async () => {
    signIn(ana)
    await saveWork(work('cat-01', [1, 2, 3]))
    await keepOwnPicture(creation('own-ana-dog'), { made: true })
    // A saved photo puzzle is in My works before it is painted.
    expect((await titles()).sort()).toEqual(['cat-01', 'own-ana-dog'])
    removeToken()
    expect(await titles()).toEqual([])
    expect(await loadWork('cat-01')).toBeUndefined()
    signIn(ben)
    expect(await titles()).toEqual([])
    expect(await ownPictures()).toEqual([])
    // Not even by its id: another account's photo puzzle is not there for Ben.
    expect(await cachedPuzzle('own-ana-dog')).toBeNull()
    expect(await imageRecord('own-ana-dog')).toBeUndefined()
  })

  it('ends everything of an account at log-out or deletion, and leaves the others', async () => {
    signIn(ana)
    await saveWork(work('cat-01', [1, 2, 3]))
    await keepOwnPicture(creation('own-ana-dog'), { made: true })
    signIn(ben)
    await saveWork(work('dog-01', [4]))
    await forgetAccount(ownerOfToken(ana))
    expect(await queuedChanges(ownerOfToken(ana))).toEqual([])
    expect(await titles()).toEqual(['dog-01'])
    signIn(ana)
    expect(await titles()).toEqual([])
    expect(await ownPictures()).toEqual([])
    expect(await cachedPuzzle('own-ana-dog')).toBeNull()
  })

  it('gives what was painted signed out to the account that signs in, merged, and to no other', async () => {
    signIn(ana)
    await saveWork(work('cat-01', [9]))
    removeToken()
    await saveWork(work('cat-01', [1, 2]))
    await saveWork(work('fox-01', [5]))
    await keepOwnPicture(creation('own-signed-out'))
    signIn(ana)
    expect(await adoptSignedOutSpace(currentOwner())).toBe(2)
    expect((await loadWork('cat-01'))?.filled).toEqual([9, 1, 2])
    expect((await ownPictures()).map((c) => c.imageId)).toEqual(['own-signed-out'])
    expect((await queuedChanges(currentOwner())).map((c) => c.key).sort()).toEqual([
      'cat-01',
      'fox-01',
      'own-signed-out',
    ])
    signIn(ben)
    expect(await adoptSignedOutSpace(currentOwner())).toBe(0)
    expect(await titles()).toEqual([])
    removeToken()
    expect(currentOwner()).toBe(SIGNED_OUT)
    expect(await titles()).toEqual([])
  })

  it('queues what a signed-in account paints, and nothing painted signed out', async () => {
    await saveWork(work('cat-01', [1]))
    expect(await queuedChanges(SIGNED_OUT)).toEqual([])
    signIn(ana)
    await saveWork(work('cat-01', [1, 2]))
    await saveWork(work('cat-01', [1, 2, 3]))
    const [queued, ...more] = await queuedChanges(currentOwner())
    expect(more).toEqual([])
    expect(queued).toMatchObject({ kind: 'work', key: 'cat-01', version: 2 })
  })
})
