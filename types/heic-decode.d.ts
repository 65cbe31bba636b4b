// heic-decode ships no types; the server and the app both decode HEIC photos with it.
declare module 'heic-decode' {
  interface DecodedHeic {
    readonly width: number
    readonly height: number
    readonly data: Uint8ClampedArray
  }
  interface HeicImage {
    readonly width: number
    readonly height: number
    decode(): Promise<DecodedHeic>
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedHeic>
    /** Every image in the file, undecoded: their sizes can be checked before paying for pixels. */
    all(input: { buffer: Uint8Array | ArrayBuffer }): Promise<HeicImage[] & { dispose(): void }>
  }
  const decode: HeicDecode
  export default decode
}
