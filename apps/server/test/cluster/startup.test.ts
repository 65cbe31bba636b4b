import { describe, expect, it } from 'vitest'
import * as cluster from './processes'

const suite = 'servers starting together on an empty database'

describe.skipIf(await cluster.skipWithoutPeers(suite))(suite, () => {
  it('all come up, every time', async () => {
    const main = await cluster.buildServer()
    for (let round = 0; round < 2; round++) {
      const database = await cluster.freshDatabase('huey_startup')
      // No pictures to make: the race under test is the schema's (migrations, the job queue's).
      const env = { ...cluster.sharedEnv(database.url), CATALOG_SIZE: '0' }
      const started = await Promise.allSettled([1, 2, 3].map(() => cluster.startApi(main, env)))
      await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)))
      await database.drop()
      expect(started.filter((s) => s.status === 'rejected')).toEqual([])
    }
    cluster.removeServer(main)
  }, 120_000)
})
