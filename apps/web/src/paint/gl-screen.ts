import type { Compositor, LayerImage } from './compositor'

const VERTEX = `#version 300 es
in vec2 corner;
uniform vec4 place;
uniform vec2 screen;
out vec2 uv;
void main() {
  uv = corner;
  vec2 p = place.xy + corner * place.zw;
  gl_Position = vec4(p.x / screen.x * 2.0 - 1.0, 1.0 - p.y / screen.y * 2.0, 0.0, 1.0);
}`

const FRAGMENT = `#version 300 es
precision mediump float;
in vec2 uv;
uniform sampler2D image;
out vec4 colour;
void main() { colour = texture(image, uv); }`

interface Program {
  readonly program: WebGLProgram
  readonly place: WebGLUniformLocation | null
  readonly screen: WebGLUniformLocation | null
}

function compile(gl: WebGL2RenderingContext): Program | null {
  const program = gl.createProgram()
  for (const [type, text] of [
    [gl.VERTEX_SHADER, VERTEX],
    [gl.FRAGMENT_SHADER, FRAGMENT],
  ] as const) {
    const shader = gl.createShader(type)
    if (!shader) return null
    gl.shaderSource(shader, text)
    gl.compileShader(shader)
    gl.attachShader(program, shader)
  }
  gl.bindAttribLocation(program, 0, 'corner')
  gl.linkProgram(program)
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return null
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
  gl.useProgram(program)
  const quad = gl.createBuffer()
  gl.bindBuffer(gl.ARRAY_BUFFER, quad)
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([0, 0, 1, 0, 0, 1, 1, 1]), gl.STATIC_DRAW)
  gl.enableVertexAttribArray(0)
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0)
  return {
    program,
    place: gl.getUniformLocation(program, 'place'),
    screen: gl.getUniformLocation(program, 'screen'),
  }
}

/** GL drawn by the CPU: no faster than Canvas 2D, and it competes with the page for the CPU. */
const SOFTWARE = /SwiftShader|llvmpipe|softpipe|Software/i

const hexToRgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]

/**
 * The screen on WebGL2: the static layers (CPU-drawn bitmaps, see StaticLayers) live as textures
 * on the GPU, so a pan or a pinch is two textured quads instead of a blit of millions of pixels on
 * the main thread. A layer is uploaded whole once, then only the part a fill changed.
 */
export class GlScreen implements Compositor {
  private program: Program | null
  private readonly textures = new Map<LayerImage, WebGLTexture>()
  private used = new Set<LayerImage>()

  private constructor(
    private readonly gl: WebGL2RenderingContext,
    canvas: HTMLCanvasElement,
    onRestored: () => void,
  ) {
    this.program = compile(gl)
    canvas.addEventListener('webglcontextlost', (e) => {
      e.preventDefault()
      this.textures.clear()
    })
    canvas.addEventListener('webglcontextrestored', () => {
      this.program = compile(gl)
      onRestored()
    })
  }

  /**
   * The canvas's WebGL2 screen, or null where WebGL2 is missing or drawn in software (then Canvas
   * 2D draws): a software GL (SwiftShader, llvmpipe) runs on the same CPU and, measured in headless
   * Chromium at 4x, made pans four times slower than Canvas 2D.
   */
  static create(canvas: HTMLCanvasElement, onRestored: () => void): GlScreen | null {
    const probe = document.createElement('canvas').getContext('webgl2')
    const info = probe?.getExtension('WEBGL_debug_renderer_info')
    const renderer = info ? String(probe?.getParameter(info.UNMASKED_RENDERER_WEBGL)) : ''
    probe?.getExtension('WEBGL_lose_context')?.loseContext()
    if (!probe || SOFTWARE.test(renderer)) return null
    const gl = canvas.getContext('webgl2', {
      alpha: false,
      antialias: false,
      depth: false,
      stencil: false,
      preserveDrawingBuffer: false,
    })
    if (!gl) return null
    const screen = new GlScreen(gl, canvas, onRestored)
    return screen.program ? screen : null
  }

  /** Starts a frame. */
  begin(): void {
    const { gl } = this
    gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight)
    this.used = new Set()
  }

  backdrop(colour: string): void {
    const { gl } = this
    gl.clearColor(...hexToRgb(colour), 1)
    gl.clear(gl.COLOR_BUFFER_BIT)
  }

  image(layer: LayerImage, x: number, y: number, w: number, h: number): void {
    const { gl, program } = this
    if (!program) return
    this.upload(layer)
    this.used.add(layer)
    const exact = w === layer.canvas.width && h === layer.canvas.height
    const filter = exact && Number.isInteger(x) && Number.isInteger(y) ? gl.NEAREST : gl.LINEAR
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter)
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter)
    gl.uniform4f(program.place, x, y, w, h)
    gl.uniform2f(program.screen, gl.drawingBufferWidth, gl.drawingBufferHeight)
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4)
  }

  /** Ends a frame: layers not drawn in it and no longer kept lose their texture. */
  end(kept: readonly (LayerImage | null)[]): void {
    for (const [layer, texture] of this.textures) {
      if (this.used.has(layer) || kept.includes(layer)) continue
      this.gl.deleteTexture(texture)
      this.textures.delete(layer)
    }
  }

  /** Sends the layer's pixels the GPU does not have yet: all of a new layer, the changed part of one it has. */
  private upload(layer: LayerImage): void {
    const { gl } = this
    const known = this.textures.get(layer)
    const texture = known ?? gl.createTexture()
    gl.bindTexture(gl.TEXTURE_2D, texture)
    if (!known) {
      this.textures.set(layer, texture)
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE)
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE)
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, layer.canvas)
      layer.dirty = undefined
      return
    }
    const d = layer.dirty
    if (!d) return
    layer.dirty = undefined
    const x = Math.max(0, Math.floor(d.minX))
    const y = Math.max(0, Math.floor(d.minY))
    const w = Math.min(layer.canvas.width, Math.ceil(d.maxX)) - x
    const h = Math.min(layer.canvas.height, Math.ceil(d.maxY)) - y
    if (w <= 0 || h <= 0) return
    const pixels = layer.ctx.getImageData(x, y, w, h).data
    gl.texSubImage2D(gl.TEXTURE_2D, 0, x, y, w, h, gl.RGBA, gl.UNSIGNED_BYTE, pixels)
  }
}
