// @vitest-environment node
import { fromSvg, type Stage } from '@huey/pbn'
import { expose, proxy, wrap } from 'comlink'
import { afterEach, describe, expect, it } from 'vitest'
import { type EngineApi, engineApi } from './engine-api'

/** A small photo-like image: smooth gradients with a few blobs. */
function testImage(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const blob = (x - width / 3) ** 2 + (y - height / 2) ** 2 < (height / 4) ** 2
      data[i] = blob ? 220 : (x * 255) / width
      data[i + 1] = blob ? 60 : (y * 255) / height
      data[i + 2] = blob ? 40 : 120
      data[i + 3] = 255
    }
  }
  return { data, width, height }
}

const ports: MessagePort[] = []
afterEach(() => {
  for (const port of ports.splice(0)) port.close()
})

/** The worker's API over a real message channel, as the page sees it through comlink. */
function overChannel() {
  const { port1, port2 } = new MessageChannel()
  ports.push(port1, port2)
  expose(engineApi, port1)
  return wrap<EngineApi>(port2)
}

describe('engine worker protocol', () => {
  it('makes a puzzle with the engine directly: outline, colours and the finished painting', () => {
    const made = engineApi.make(testImage(96, 64), 'easy', () => undefined)
    const puzzle = fromSvg(made.svgData)
    expect(puzzle.width).toBe(96)
    expect(made.colors).toEqual(puzzle.palette)
    expect(made.regions).toBe(puzzle.regions.length)
    expect(made.finished.length).toBe(96 * 64 * 4)
  })

  it('answers the same puzzle for the same photo (fixed seed, shared with the server)', () => {
    const a = engineApi.make(testImage(64, 48), 'medium', () => undefined)
    const b = engineApi.make(testImage(64, 48), 'medium', () => undefined)
    expect(a.svgData).toBe(b.svgData)
  })

  it('reports every stage in order over the channel and then answers the result', async () => {
    const api = overChannel()
    const seen: Stage[] = []
    const made = await api.make(
      testImage(96, 64),
      'medium',
      proxy((stage: Stage) => {
        if (seen.at(-1) !== stage) seen.push(stage)
      }),
    )
    // Progress travels on its own port: give the last messages a moment.
    await new Promise((r) => setTimeout(r, 20))
    expect(seen).toEqual(['smooth', 'quantize', 'segment', 'trace', 'label'])
    expect(made.finished).toBeInstanceOf(Uint8ClampedArray)
    expect(fromSvg(made.svgData).regions.length).toBe(made.regions)
  })

  it('moves the finished painting instead of copying it', async () => {
    const api = overChannel()
    const made = await api.make(
      testImage(64, 48),
      'easy',
      proxy(() => undefined),
    )
    expect(made.finished.byteLength).toBe(64 * 48 * 4)
  })

  it('carries an engine failure to the page as a rejected call with its message', async () => {
    const api = overChannel()
    const broken = { data: new Uint8ClampedArray(10), width: 5, height: 5 }
    await expect(
      api.make(
        broken,
        'easy',
        proxy(() => undefined),
      ),
    ).rejects.toThrow('The pixel data does not match the width and height.')
  })

  it('refuses something that is not a photo when asked to decode it', async () => {
    const api = overChannel()
    await expect(api.decode(new Blob(['hello']))).rejects.toMatchObject({
      name: 'IntakeError',
      message: 'Choose a photo: JPEG, PNG, WebP or HEIC.',
    })
  })
})
