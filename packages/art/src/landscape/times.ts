/** The light of a time of day (or season): the colours a landscape is painted in. */
export interface TimeOfDay {
  readonly key: string
  readonly tags: readonly string[]
  /** Sky, top to horizon. */
  readonly sky: readonly string[]
  /** The haze distant things fade into. */
  readonly haze: string
  /** Nearest mountain, before haze. */
  readonly rock: string
  readonly snow: string
  readonly water: string
  readonly grass: string
  readonly foliage: readonly string[]
  readonly trunk: string
  /** Sun or moon, and its glow. */
  readonly sun: string
  readonly glow: string
  readonly side: 'left' | 'right'
  /** How high the sun stands: 0 at the horizon, 1 overhead. */
  readonly elevation: number
  readonly rays: boolean
}

export const times: readonly TimeOfDay[] = [
  {
    key: 'morning',
    tags: ['morning', 'day', 'summer'],
    sky: ['#4f9fe0', '#7dbbec', '#a9d4f3', '#d3ebf8'],
    haze: '#c4dff2',
    rock: '#56657a',
    snow: '#f4f8fb',
    water: '#3f8fc9',
    grass: '#6fae4c',
    foliage: ['#3f8a45', '#2d6b5a', '#7a9a3a'],
    trunk: '#6b4a32',
    sun: '#fff2b0',
    glow: '#fbe58a',
    side: 'left',
    elevation: 0.7,
    rays: false,
  },
  {
    key: 'sunset',
    tags: ['sunset', 'evening', 'golden hour'],
    sky: ['#5a3f8c', '#b0508a', '#ee7d5e', '#fbb967'],
    haze: '#e89a86',
    rock: '#4a3558',
    snow: '#f8d2c2',
    water: '#8a4f86',
    grass: '#5d6b3a',
    foliage: ['#3e4d3a', '#4a3a4a', '#5a5a38'],
    trunk: '#3d2c2a',
    sun: '#ffe28a',
    glow: '#ffc36b',
    side: 'right',
    elevation: 0.15,
    rays: true,
  },
  {
    key: 'dawn',
    tags: ['dawn', 'sunrise', 'morning'],
    sky: ['#7f8fd0', '#c7a3d4', '#f4bcc4', '#fde0c8'],
    haze: '#e6c4d6',
    rock: '#5c5a86',
    snow: '#fbe9ee',
    water: '#9c9ad0',
    grass: '#7a9a5e',
    foliage: ['#4d7558', '#3c5a6e', '#7a8a58'],
    trunk: '#5a4236',
    sun: '#fff4d6',
    glow: '#ffd9b8',
    side: 'left',
    elevation: 0.25,
    rays: true,
  },
  {
    key: 'night',
    tags: ['night', 'moon', 'moonlight'],
    sky: ['#101a3c', '#1c2b5a', '#2c4078', '#40598f'],
    haze: '#5a6fa0',
    rock: '#1f2740',
    snow: '#c9d6ee',
    water: '#23365f',
    grass: '#2c4a46',
    foliage: ['#1f3a3c', '#202c48', '#2e4a34'],
    trunk: '#2a2630',
    sun: '#f4f1d8',
    glow: '#cfd6e8',
    side: 'right',
    elevation: 0.65,
    rays: false,
  },
  {
    key: 'autumn',
    tags: ['autumn', 'fall', 'day'],
    sky: ['#5f9bd2', '#8dbbe0', '#bcd8ec', '#e4eef2'],
    haze: '#cfdbe2',
    rock: '#6a6170',
    snow: '#f5f5f2',
    water: '#4d86b3',
    grass: '#b59a45',
    foliage: ['#d9822b', '#b84a2a', '#e2b13c'],
    trunk: '#5b3b2a',
    sun: '#fff0c2',
    glow: '#fadf94',
    side: 'right',
    elevation: 0.55,
    rays: false,
  },
  {
    key: 'winter',
    tags: ['winter', 'snow', 'cold'],
    sky: ['#8eb4d8', '#afc9e3', '#cddcec', '#e6eef6'],
    haze: '#dbe6f1',
    rock: '#5f6f86',
    snow: '#f7fbff',
    water: '#6e93b8',
    grass: '#e9f0f7',
    foliage: ['#2f5a52', '#3a4a66', '#4a6a48'],
    trunk: '#4e3f3a',
    sun: '#fffbe8',
    glow: '#f3f0da',
    side: 'left',
    elevation: 0.35,
    rays: false,
  },
]
