import { readFileSync } from 'node:fs'
import { serverMessages } from '@huey/contracts'
import { fromSvg } from '@huey/pbn'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseTarget, databaseTargets } from '../../test/databases'
import { buildTestApp } from '../../test/helper'
import type { Database } from '../db/database'
import { users } from '../db/schema'
import { decodePhoto } from './decode'

const [pglite] = (await databaseTargets()) as [DatabaseTarget]
// A copy of ../shared/testimages/kodim05.png kept in the repository, so a clone anywhere finds it.
const kodak = new URL('../../../../packages/pbn/test/fixtures/in/kodim05.png', import.meta.url)
const heic = readFileSync(new URL('./fixtures/kodim05-192.heic', import.meta.url))
const png = await sharp(readFileSync(kodak)).resize(192).png().toBuffer()
const jpeg = await sharp(png).jpeg({ quality: 85 }).toBuffer()
const webp = await sharp(png).webp().toBuffer()

/** A multipart/form-data body with one file part, built by hand so the test controls every byte. */
function multipart(
  content: Buffer,
  options: { filename?: string; type?: string; field?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----huey-test-boundary'
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'photo'}"; ` +
    `filename="${options.filename ?? 'photo.jpg'}"\r\nContent-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** A PNG whose header declares width x height, with a valid CRC, and almost no pixel data. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 6, 0, 0, 0], 8)
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), body.length + 4)
    return out
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** A JPEG whose frame header (SOF0) declares width x height. */
function jpegDeclaring(width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg)
  for (let i = 2; i < copy.length - 9; i++) {
    if (copy[i] === 0xff && copy[i + 1] === 0xc0) {
      copy.writeUInt16BE(height, i + 5)
      copy.writeUInt16BE(width, i + 7)
      return copy
    }
  }
  throw new Error('No SOF0 marker in the test JPEG.')
}

describe('POST /images/process', () => {
  let database: Database
  let app: FastifyInstance
  let adult: Record<string, string>
  let n = 0

  beforeAll(async () => {
    database = await pglite.open()
    app = await buildTestApp({ database })
    adult = await signedIn('1985-01-01')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  async function signedIn(birthdate: string, parentEmail?: string) {
    const email = `maker-${n++}@example.com`
    const password = 'colour every day'
    await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        email,
        password,
        name: 'Maker',
        birthdate,
        ...(parentEmail ? { parentEmail } : {}),
      },
      remoteAddress: `10.5.0.${n}`,
    })
    const res = await app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email, password },
      remoteAddress: `10.5.1.${n}`,
    })
    return { authorization: `Bearer ${res.json().token}`, email }
  }

  const upload = (
    content: Buffer,
    auth: Record<string, string> | null = adult,
    query = '',
    options: Parameters<typeof multipart>[1] = {},
  ) => {
    const body = multipart(content, options)
    return app.inject({
      method: 'POST',
      url: `/images/process${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...(auth ? { authorization: auth.authorization } : {}) },
    })
  }

  it.each([
    ['JPEG', jpeg],
    ['PNG', png],
    ['WebP', webp],
    ['HEIC', heic],
  ])(
    'makes a %s photo into a puzzle of svgData, colours and its region count',
    async (_name, photo) => {
      const res = await upload(photo as Buffer)
      expect(res.statusCode, res.body).toBe(200)
      const { svgData, colors, regions } = res.json()
      const puzzle = fromSvg(svgData)
      expect(puzzle.width).toBe(192)
      expect(puzzle.palette).toEqual(colors)
      expect(puzzle.regions.length).toBeGreaterThan(5)
      expect(regions).toBe(puzzle.regions.length)
    },
  )

  // Hard enlarges the photo to a megapixel: on two busy cores the two puzzles can take longer than
  // the default 30 s.
  it('uses the difficulty asked for', async () => {
    const full = readFileSync(new URL(kodak, import.meta.url))
    const easy = fromSvg((await upload(full, adult, '?difficulty=easy')).json().svgData)
    const hard = fromSvg((await upload(full, adult, '?difficulty=hard')).json().svgData)
    expect(easy.palette.length).toBeLessThanOrEqual(12)
    expect(hard.regions.length).toBeGreaterThan(easy.regions.length)
    expect((await upload(png, adult, '?difficulty=extreme')).statusCode).toBe(400)
  }, 90_000)

  it('makes two photos of one user at a time; more at once are told to wait, others are not', async () => {
    const hurried = await signedIn('1990-01-01')
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(png, hurried)))
    const statuses = answers.map((res) => res.statusCode).sort()
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429])
    const refused = answers.find((res) => res.statusCode === 429)
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    expect((await upload(png, hurried)).statusCode).toBe(200)
  }, 90_000)

  it('needs a session and reads nothing without one', async () => {
    const res = await upload(png, null)
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toBe(serverMessages.sessionExpired)
  })

  it('refuses a child without parental consent with 403, and accepts them once a parent consents', async () => {
    const birthdate = `${new Date().getUTCFullYear() - 9}-01-01`
    const child = await signedIn(birthdate, `parent-${n}@example.com`)
    const refused = await upload(png, child)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe('Parental consent is required to upload photos.')
    await database.db
      .update(users)
      .set({ parentConsent: 'granted' })
      .where(eq(users.email, child.email))
    expect((await upload(png, child)).statusCode).toBe(200)
  })

  it('refuses a photo over 20 MB with 413', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(20 * 1024 * 1024 + 1 - jpeg.length)])
    const res = await upload(big)
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('This photo is over 20 MB. Choose a smaller one.')
  })

  it('says so when no photo is attached', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/images/process',
      payload: { photo: 'no' },
      headers: adult,
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })

  it('refuses a photo declaring 30000 x 30000 pixels before decoding it', async () => {
    const res = await upload(pngDeclaring(30_000, 30_000), adult, '', { type: 'image/png' })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('This photo has too many pixels to open.')
  })

  describe('fuzz: truncated, huge and non-image files get a 4xx, never a crash', () => {
    const random = (seed: number) => () => {
      seed = (seed * 1664525 + 1013904223) >>> 0
      return seed / 2 ** 32
    }
    const next = random(2026)
    const cases: [string, Buffer][] = [
      ['empty', Buffer.alloc(0)],
      ['text', Buffer.from('hello, this is not a photo')],
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9e9" height="9e9"/>')],
      ['gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
      ['random bytes', Buffer.from(Array.from({ length: 4096 }, () => Math.floor(next() * 256)))],
      [
        'JPEG magic then noise',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(512, 7)]),
      ],
      ['PNG 30000 x 30000', pngDeclaring(30_000, 30_000)],
      ['PNG 1 x 2^31', pngDeclaring(1, 2 ** 31 - 1)],
      ['PNG 0 x 0', pngDeclaring(0, 0)],
      ['JPEG 65000 x 65000', jpegDeclaring(65_000, 65_000)],
      ['HEIC header only', heic.subarray(0, 64)],
    ]
    for (const [name, photo] of [
      ['JPEG', jpeg],
      ['PNG', png],
      ['WebP', webp],
      ['HEIC', heic],
    ] as const) {
      for (let i = 0; i < 4; i++) {
        const cut = 8 + Math.floor(next() * (photo.length / 2))
        cases.push([`${name} truncated at ${cut}`, photo.subarray(0, cut)])
      }
      const flipped = Buffer.from(photo)
      for (let i = 0; i < 40; i++) flipped[16 + Math.floor(next() * 200)] = Math.floor(next() * 256)
      cases.push([`${name} with a damaged header`, flipped])
    }

    it.each(cases)('%s', async (_name, photo) => {
      const res = await upload(photo)
      if (res.statusCode === 200) {
        // Some damage only changes pixels: the answer is then a real puzzle.
        expect(fromSvg(res.json().svgData).regions.length).toBeGreaterThan(0)
      } else {
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
        expect(res.json().error).toEqual(expect.any(String))
      }
    })

    it('still serves after all of them', async () => {
      expect((await upload(png)).statusCode).toBe(200)
    })
  })
})

describe('decodePhoto', () => {
  it('honours EXIF orientation and scales the long side down to 1200 px', async () => {
    const turned = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#c33' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const image = await decodePhoto(turned)
    expect([image.width, image.height]).toEqual([600, 1200])
    expect(image.data.length).toBe(600 * 1200 * 4)
  })
})
