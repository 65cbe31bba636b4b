import type { CanvasControl } from './paint-canvas'
import type { PaintSession } from './paint-session'

const PAN_PX = 80
/** A second digit within this time makes a two-digit colour number (12 = "1" then "2"). */
const SECOND_DIGIT_MS = 700

/**
 * The colouring screen's keys: digits choose a colour (two quick digits for numbers above 9),
 * + and - zoom, arrows pan, H shows a hint, F finds (once offered), Escape closes. Returns the cleanup.
 */
export function bindKeys(
  session: PaintSession,
  control: () => CanvasControl | null,
  onClose: () => void,
  target: Window = window,
): () => void {
  let typed = { digits: '', at: Number.NEGATIVE_INFINITY }
  const onKey = (e: KeyboardEvent) => {
    // Handled already (the keyboard cursor's arrows on the canvas), or a shortcut of the browser's.
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return
    const c = control()
    const colours = session.puzzle.palette.length
    if (/^[0-9]$/.test(e.key)) {
      const joined = e.timeStamp - typed.at < SECOND_DIGIT_MS ? typed.digits + e.key : e.key
      const number = Number(joined) <= colours && Number(joined) > 0 ? joined : e.key
      typed = { digits: number, at: e.timeStamp }
      session.select(Number(number === '0' ? '10' : number) - 1)
    } else if (e.key === '+' || e.key === '=') c?.zoomBy(1.5)
    else if (e.key === '-' || e.key === '_') c?.zoomBy(1 / 1.5)
    else if (e.key === 'ArrowLeft') c?.panBy(PAN_PX, 0)
    else if (e.key === 'ArrowRight') c?.panBy(-PAN_PX, 0)
    else if (e.key === 'ArrowUp') c?.panBy(0, PAN_PX)
    else if (e.key === 'ArrowDown') c?.panBy(0, -PAN_PX)
    else if (e.key === 'h' || e.key === 'H') {
      const id = session.hintRegion()
      if (id !== undefined) c?.focusRegion(id)
    } else if (e.key === 'f' || e.key === 'F') {
      if (session.canFind) c?.findNearest()
    } else if (e.key === 'Escape') onClose()
    else return
    e.preventDefault()
  }
  target.addEventListener('keydown', onKey)
  return () => target.removeEventListener('keydown', onKey)
}
