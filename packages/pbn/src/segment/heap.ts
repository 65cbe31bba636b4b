/** A binary min-heap of (priority, id) pairs; stale entries are skipped by the caller. */
export class MinHeap {
  private keys: number[] = []
  private ids: number[] = []

  get size(): number {
    return this.ids.length
  }

  push(key: number, id: number): void {
    const keys = this.keys
    const ids = this.ids
    let i = ids.length
    keys.push(key)
    ids.push(id)
    while (i > 0) {
      const p = (i - 1) >> 1
      if ((keys[p] as number) <= key) break
      keys[i] = keys[p] as number
      ids[i] = ids[p] as number
      i = p
    }
    keys[i] = key
    ids[i] = id
  }

  /** Removes and answers the id with the smallest key. */
  pop(): number {
    const keys = this.keys
    const ids = this.ids
    const top = ids[0] as number
    const lastKey = keys.pop() as number
    const lastId = ids.pop() as number
    const n = ids.length
    if (n > 0) {
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        if (l >= n) break
        const r = l + 1
        const c = r < n && (keys[r] as number) < (keys[l] as number) ? r : l
        if ((keys[c] as number) >= lastKey) break
        keys[i] = keys[c] as number
        ids[i] = ids[c] as number
        i = c
      }
      keys[i] = lastKey
      ids[i] = lastId
    }
    return top
  }
}
