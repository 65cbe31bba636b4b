/** What people read when a photo cannot be used, on the device and from the server. */
export const photoMessages = {
  unsupported: 'Choose a photo: JPEG, PNG, WebP or HEIC.',
  tooLarge: 'This photo is over 30 MB. Choose a smaller one.',
  uploadTooLarge: 'This photo is over 20 MB. Choose a smaller one.',
  empty: 'This file is empty.',
  corrupt: 'This photo could not be opened. It may be damaged.',
  tooManyPixels: 'This photo has too many pixels to open.',
  missing: 'Attach a photo in the "photo" field.',
  timeout: 'Making this puzzle took too long. Try a smaller photo.',
  busy: 'The server is busy making other puzzles. Please try again in a minute.',
} as const
