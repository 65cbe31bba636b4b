/** A small PNG of the finished painting for the gallery card. */
export function thumbnailOf(source: HTMLCanvasElement, side = 240): string {
  const thumb = document.createElement('canvas')
  const scale = side / Math.max(source.width, source.height)
  thumb.width = Math.max(1, Math.round(source.width * scale))
  thumb.height = Math.max(1, Math.round(source.height * scale))
  thumb.getContext('2d')?.drawImage(source, 0, 0, thumb.width, thumb.height)
  return thumb.toDataURL('image/png')
}
