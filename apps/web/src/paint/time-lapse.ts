import type { Puzzle } from '@huey/pbn'
import {
  BufferTarget,
  CanvasSource,
  getFirstEncodableVideoCodec,
  Mp4OutputFormat,
  Output,
  QUALITY_MEDIUM,
  type VideoCodec,
  WebMOutputFormat,
} from 'mediabunny'
import { regionPaths } from '../lib/region-paths'

/** The time-lapse's length, frame rate and longest side. */
export const TIME_LAPSE_SECONDS = 10
export const TIME_LAPSE_FPS = 30
export const TIME_LAPSE_MAX_PX = 1080
/** The finished picture holds still for the last part of the video. */
const HOLD_SECONDS = 1.5

export interface TimeLapse {
  readonly blob: Blob
  readonly extension: 'mp4' | 'webm'
}

/** The video's size: the picture's proportions, its long side 1080 px, both sides even (encoders ask it). */
export function timeLapseSize(puzzle: Puzzle): { width: number; height: number } {
  const scale = TIME_LAPSE_MAX_PX / Math.max(puzzle.width, puzzle.height)
  const even = (v: number) => Math.max(2, Math.round((v * scale) / 2) * 2)
  return { width: even(puzzle.width), height: even(puzzle.height) }
}

/** MP4 where the browser can encode a codec it holds (H.264 first), WebM otherwise. */
async function chooseFormat(size: { width: number; height: number }) {
  const mp4 = new Mp4OutputFormat({ fastStart: 'in-memory' })
  const mp4Codec = await getFirstEncodableVideoCodec(['avc', 'vp9', 'av1'], size)
  if (mp4Codec) return { format: mp4, codec: mp4Codec, extension: 'mp4' as const }
  const webmCodec = await getFirstEncodableVideoCodec(['vp9', 'vp8', 'av1'], size)
  if (webmCodec)
    return { format: new WebMOutputFormat(), codec: webmCodec, extension: 'webm' as const }
  throw new Error('This browser cannot encode video.')
}

/** Draws the picture's outlines on white: the first frame. */
function drawStart(
  ctx: CanvasRenderingContext2D,
  paths: ReadonlyMap<number, Path2D>,
  scale: number,
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height)
  ctx.setTransform(scale, 0, 0, scale, 0, 0)
  ctx.strokeStyle = '#c9c6d3'
  ctx.lineWidth = 1 / scale
  for (const path of paths.values()) ctx.stroke(path)
}

/**
 * The painting's replay as a video of about ten seconds (WebCodecs through mediabunny): the regions
 * fill in the order they were painted, then the finished picture holds for a moment.
 */
export async function makeTimeLapse(puzzle: Puzzle, order: readonly number[]): Promise<TimeLapse> {
  const size = timeLapseSize(puzzle)
  const { format, codec, extension } = await chooseFormat(size)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('No canvas to draw the video on.')
  const output = new Output({ format, target: new BufferTarget() })
  const source = new CanvasSource(canvas, {
    codec: codec as VideoCodec,
    bitrate: QUALITY_MEDIUM,
    keyFrameInterval: 1,
  })
  output.addVideoTrack(source, { frameRate: TIME_LAPSE_FPS })
  await output.start()
  const paths = regionPaths(puzzle)
  const colours = new Map(puzzle.regions.map((r) => [r.id, puzzle.palette[r.color] ?? '#000']))
  const scale = size.width / puzzle.width
  drawStart(ctx, paths, scale)
  const frames = TIME_LAPSE_SECONDS * TIME_LAPSE_FPS
  const painting = (TIME_LAPSE_SECONDS - HOLD_SECONDS) * TIME_LAPSE_FPS
  let drawn = 0
  for (let i = 0; i < frames; i++) {
    const upto = Math.min(order.length, Math.ceil((order.length * (i + 1)) / painting))
    for (; drawn < upto; drawn++) {
      const id = order[drawn] as number
      const path = paths.get(id)
      if (!path) continue
      ctx.fillStyle = colours.get(id) ?? '#000'
      ctx.fill(path, 'evenodd')
      ctx.strokeStyle = ctx.fillStyle
      ctx.lineWidth = 0.6
      ctx.stroke(path)
    }
    await source.add(i / TIME_LAPSE_FPS, 1 / TIME_LAPSE_FPS)
  }
  await output.finalize()
  const buffer = output.target.buffer
  if (!buffer) throw new Error('The video came out empty.')
  return { blob: new Blob([buffer], { type: await output.getMimeType() }), extension }
}
