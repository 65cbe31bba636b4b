import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { AppPage } from './fixtures/app-page'
import { launchBrowser } from './fixtures/browser'
import { longestCategoryName, partialCategory, testPictures } from './fixtures/catalogue'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const widths = [390, 768, 1280] as const

interface Box {
  readonly id: string
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
}

/** The boxes of the visible page's elements matching `selector`. */
function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((sel) => {
    const root = document.querySelector('.ion-page:not(.ion-page-hidden)') ?? document
    return [...root.querySelectorAll(sel)].map((el, i) => {
      const r = el.getBoundingClientRect()
      return {
        id: el.getAttribute('data-image-id') ?? String(i),
        x: r.x,
        y: r.y,
        w: r.width,
        h: r.height,
      }
    })
  }, selector)
}

function expectApart(list: readonly Box[]) {
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i] as Box
      const b = list[j] as Box
      const overlap =
        a.x < b.x + b.w - 0.5 &&
        b.x < a.x + a.w - 0.5 &&
        a.y < b.y + b.h - 0.5 &&
        b.y < a.y + a.h - 0.5
      expect(overlap, `${a.id} overlaps ${b.id}`).toBe(false)
    }
}

/**
 * Texts (matching `textSelector` inside each `boxSelector`) not wholly on screen in their box:
 * cut off, ellipsised or running into a neighbour. Each line's box must lie inside the box.
 */
function textsOutside(page: Page, boxSelector: string, textSelector: string): Promise<string[]> {
  return page.evaluate(
    ([boxSel, textSel]) => {
      const root = document.querySelector('.ion-page:not(.ion-page-hidden)') ?? document
      const out: string[] = []
      for (const box of root.querySelectorAll(boxSel as string)) {
        const b = box.getBoundingClientRect()
        for (const el of [box, ...box.querySelectorAll(textSel as string)]) {
          if (!el.matches(textSel as string)) continue
          const text = el.textContent?.trim() ?? ''
          const clipped =
            el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1
          const range = document.createRange()
          range.selectNodeContents(el)
          const outside = [...range.getClientRects()].some(
            (r) => r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.bottom > b.bottom + 0.5,
          )
          if (clipped || outside) out.push(text)
        }
      }
      return out
    },
    [boxSelector, textSelector],
  )
}

async function openAt(width: number, path: string, heading: string): Promise<AppPage> {
  const app = await AppPage.open(browser, baseURL)
  await app.page.setViewportSize({ width, height: 900 })
  await app.goto(path)
  await app.heading(heading)
  return app
}

describe('gallery pages at phone, tablet and desktop widths', () => {
  it.each(widths)(
    'home at %i px: cards apart and inside the screen, chips with full names',
    async (width) => {
      const app = await openAt(width, '/home', 'Gallery')
      const grid = '.gallery-grid .picture-card[data-image-id]'
      await expect.poll(async () => (await boxes(app.page, grid)).length).toBeGreaterThanOrEqual(6)
      const cards = await boxes(app.page, grid)
      expectApart(cards)
      for (const c of cards) expect(c.x + c.w).toBeLessThanOrEqual(width + 0.5)
      // One title: the page's own heading, no toolbar title over it.
      expect(await app.page.locator('.ion-page:not(.ion-page-hidden) ion-title').count()).toBe(0)
      const chips = await app.page.evaluate(() =>
        [...document.querySelectorAll('.gallery-chips .gallery-chip')].map((c) => ({
          text: c.textContent?.trim() ?? '',
          clipped: c.scrollWidth > c.clientWidth + 1,
        })),
      )
      expect(chips.map((c) => c.text)).toContain(longestCategoryName)
      for (const chip of chips) expect(chip.clipped, chip.text).toBe(false)
      // The chips keep one row, apart, and the row scrolls sideways when they are wider than it.
      const chipBoxes = await boxes(app.page, '.gallery-chips .gallery-chip')
      expectApart(chipBoxes)
      expect(new Set(chipBoxes.map((c) => Math.round(c.y))).size).toBe(1)
      const row = await app.page.evaluate(() => {
        const nav = document.querySelector('.gallery-chips') as HTMLElement
        return {
          scrolls: nav.scrollWidth > nav.clientWidth,
          overflow: getComputedStyle(nav).overflowX,
        }
      })
      expect(row.overflow).toBe('auto')
      if (width === 390) expect(row.scrolls).toBe(true)
      // Every title whole inside its card; the level and progress filters' words inside their buttons.
      expect(await textsOutside(app.page, grid, '.picture-title')).toEqual([])
      const segments = await boxes(app.page, '.gallery-segments .segmented-option')
      expect(segments.length).toBe(8)
      expectApart(segments)
      expect(await textsOutside(app.page, '.gallery-segments .segmented-option', '*')).toEqual([])
      await app.close()
    },
  )

  it('brings the next pictures when the end of the list comes near, and no picture twice', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.page.setViewportSize({ width: 390, height: 900 })
    // The test catalogue has six pictures: its first page is made three long, so there is a next.
    await app.page.route(/\/images\?/, (route) => {
      const url = new URL(route.request().url())
      if (url.searchParams.has('cursor')) return route.continue()
      url.searchParams.set('limit', '3')
      return route.continue({ url: url.toString() })
    })
    await app.goto('/home')
    await app.heading('Gallery')
    const cards = app.page.locator('.gallery-grid .picture-card[data-image-id]')
    // The first page; the second may follow at once, as the list's end is already near the screen.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3)
    // A finger's swipes down the page, as far as it goes.
    await app.page.mouse.move(200, 500)
    await expect
      .poll(
        async () => {
          await app.page.mouse.wheel(0, 4000)
          return cards.count()
        },
        { timeout: 15_000 },
      )
      .toBe(6)
    const ids = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-image-id')))
    expect(new Set(ids).size).toBe(ids.length)
    await app.close()
  })

  it('pages through every category and search after scrolling, each list its own', async () => {
    const app = await AppPage.open(browser, baseURL)
    await app.page.setViewportSize({ width: 390, height: 844 })
    // Pages one picture long: every list of the small test catalogue has next pages.
    await app.page.route(/\/images\?/, (route) => {
      const url = new URL(route.request().url())
      url.searchParams.set('limit', '1')
      return route.continue({ url: url.toString() })
    })
    const api = async (query: string) =>
      (
        (await (await fetch(`${baseURL}/images?limit=100&${query}`)).json()) as {
          images: { _id: string }[]
        }
      ).images.map((i) => i._id)
    const categories = (await (await fetch(`${baseURL}/categories`)).json()) as {
      _id: string
      name: string
    }[]
    await app.goto('/home')
    await app.heading('Gallery')
    const cards = app.page.locator('.gallery-grid .picture-card[data-image-id]')
    const shown = () => cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-image-id')))
    await app.page.mouse.move(200, 500)
    /** Swipes down until the list holds what the server has for it, and nothing else. */
    const scrolledToEnd = async (expected: string[]) => {
      await expect
        .poll(
          async () => {
            await app.page.mouse.wheel(0, 4000)
            return shown()
          },
          { timeout: 20_000 },
        )
        .toEqual(expected)
    }
    await scrolledToEnd(await api(''))
    const chips = app.page.getByRole('navigation', { name: 'Categories' })
    for (const category of categories) {
      const expected = await api(`category=${category._id}`)
      await chips.getByRole('button', { name: category.name, exact: true }).click()
      await scrolledToEnd(expected)
    }
    await chips.getByRole('button', { name: 'All', exact: true }).click()
    for (const words of ['fox', 'portrait', 'dot']) {
      await app.page.locator('.gallery-search input').fill(words)
      await scrolledToEnd(await api(`q=${words}`))
    }
    await app.close()
  }, 120_000)

  it('searches by the words of titles and tags', async () => {
    const app = await openAt(1280, '/home', 'Gallery')
    const cards = app.page.locator('.gallery-grid .picture-card[data-image-id]')
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6)
    const ids = async () =>
      (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-image-id')))).sort()
    // A word of the first picture's subject finds the pictures whose titles or words start with it.
    const word = (testPictures[0]?.row.words?.['en-US']?.[0] ?? '').split(' ')[0] as string
    const starts = new RegExp(`(^|[^\\p{L}])${word}`, 'iu')
    const found = testPictures
      .filter(({ row }) => starts.test(`${row.title} ${row.words?.['en-US']?.join(' ')}`))
      .map((p) => p.entry.id)
      .sort()
    await app.page.locator('.gallery-search input').fill(word)
    await expect.poll(ids).toEqual(found)
    await app.page.locator('.gallery-search input').fill(`${word} zzzz`)
    await expect.poll(() => cards.count()).toBe(0)
    await app.close()
  })

  it('shows one category when its chip is chosen, and all again with All', async () => {
    const app = await openAt(390, '/home', 'Gallery')
    const cards = app.page.locator('.gallery-grid .picture-card[data-image-id]')
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6)
    const chips = app.page.getByRole('navigation', { name: 'Categories' })
    const some = partialCategory()
    const animals = chips.getByRole('button', { name: some.name, exact: true })
    await animals.click()
    await expect.poll(() => animals.getAttribute('aria-pressed')).toBe('true')
    const ids = async () =>
      (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-image-id')))).sort()
    // The chip shows its pictures of the small test catalogue alone.
    await expect.poll(ids).toEqual(some.ids)
    const all = chips.getByRole('button', { name: 'All', exact: true })
    await all.click()
    expect(await all.getAttribute('aria-pressed')).toBe('true')
    expect(await animals.getAttribute('aria-pressed')).toBe('false')
    await expect
      .poll(async () => (await ids()).some((id) => !some.ids.includes(id as string)))
      .toBe(true)
    await app.close()
  })

  // The Daily page holds its columns from the narrowest phone to a wide desktop.
  it.each([320, ...widths, 1920])(
    'daily at %i px: today large, past days in their columns, none overlapping',
    async (width) => {
      const app = await openAt(width, '/daily-images', 'Daily pictures')
      const days = '.daily-grid .daily-day'
      await expect
        .poll(async () => (await boxes(app.page, days)).length, { timeout: 45_000 })
        .toBe(13)
      const columns = await boxes(app.page, days)
      const cards = await boxes(app.page, '.daily-grid .picture-card')
      expectApart(columns)
      for (const [i, card] of cards.entries()) {
        const column = columns[i] as Box
        expect(card.x).toBeGreaterThanOrEqual(column.x - 0.5)
        expect(card.x + card.w).toBeLessThanOrEqual(column.x + column.w + 0.5)
        expect(card.x + card.w).toBeLessThanOrEqual(width + 0.5)
      }
      expect(await textsOutside(app.page, '.daily-day .picture-card', '.picture-title')).toEqual([])
      // Days side by side start their pictures at one height: no date wraps to push one down.
      for (const [i, card] of cards.entries()) {
        const column = columns[i] as Box
        const first = columns.findIndex((c) => Math.abs(c.y - column.y) < 1)
        expect(Math.abs(card.y - (cards[first] as Box).y), `day ${i}`).toBeLessThan(1)
      }
      const [today] = await boxes(app.page, '.daily-today .picture-card')
      expect(today?.w).toBeGreaterThan((cards[0]?.w ?? 0) * 1.3)
      // The week-old days are the premium archive, shown locked.
      expect(await app.page.locator('.daily-grid .picture-lock').count()).toBeGreaterThanOrEqual(6)
      await app.close()
    },
    90_000,
  )
})
