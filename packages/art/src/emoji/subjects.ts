/** Where a subject is shown: each names a backdrop that belongs to it (see backdrops.ts). */
export type Setting =
  | 'meadow'
  | 'forest'
  | 'night-forest'
  | 'garden'
  | 'savanna'
  | 'jungle'
  | 'underwater'
  | 'pond'
  | 'snow'
  | 'desert'
  | 'beach'
  | 'mountains'
  | 'farm'
  | 'autumn-forest'

export interface EmojiSubject {
  /** The drawing's name in Fluent Emoji (3D-style colour set). */
  readonly icon: string
  /** The subject key the catalogue translates. */
  readonly subject: string
  readonly tags: readonly string[]
  /** Two or three places it belongs: each is a picture of its own. */
  readonly settings: readonly Setting[]
  /** The share of its box a slender or open drawing is scaled to cover (see placeEmoji). */
  readonly cover?: number
}

const s = (
  icon: string,
  settings: Setting[],
  tags: string[],
  subject = icon,
  cover?: number,
): EmojiSubject => ({ icon, subject, tags, settings, cover })

/** The subjects drawn big, one a picture, each with backdrops of its own kind of place. */
export const emojiSubjects: readonly EmojiSubject[] = [
  s('fox', ['autumn-forest', 'snow', 'meadow'], ['animal', 'wild']),
  s('owl', ['night-forest', 'forest'], ['animal', 'bird']),
  s('cat', ['garden', 'farm'], ['animal', 'pet']),
  s('dog', ['meadow', 'garden'], ['animal', 'pet']),
  s('poodle', ['garden', 'meadow'], ['animal', 'pet', 'dog']),
  s('lion', ['savanna', 'desert'], ['animal', 'wild', 'big cat']),
  s('tiger', ['jungle', 'savanna'], ['animal', 'wild', 'big cat']),
  s('leopard', ['savanna', 'jungle'], ['animal', 'wild', 'big cat']),
  s('turtle', ['underwater', 'beach'], ['animal', 'sea']),
  s('parrot', ['jungle', 'beach'], ['animal', 'bird', 'tropical']),
  s('peacock', ['garden', 'jungle'], ['animal', 'bird']),
  s('dolphin', ['underwater', 'beach'], ['animal', 'sea']),
  s('spouting-whale', ['underwater', 'beach'], ['animal', 'sea'], 'whale'),
  s('octopus', ['underwater'], ['animal', 'sea']),
  s('squid', ['underwater'], ['animal', 'sea']),
  s('tropical-fish', ['underwater'], ['animal', 'sea', 'fish']),
  s('blowfish', ['underwater'], ['animal', 'sea', 'fish']),
  s('shark', ['underwater'], ['animal', 'sea']),
  s('crab', ['beach', 'underwater'], ['animal', 'sea']),
  s('lobster', ['underwater', 'beach'], ['animal', 'sea']),
  s('jellyfish', ['underwater'], ['animal', 'sea']),
  s('seal', ['snow', 'beach'], ['animal', 'sea']),
  s('butterfly', ['garden', 'meadow'], ['insect', 'spring']),
  s('honeybee', ['garden', 'meadow'], ['insect', 'spring'], 'bee'),
  s('lady-beetle', ['garden', 'meadow'], ['insect'], 'ladybug'),
  s('snail', ['garden', 'forest'], ['animal', 'garden']),
  s('frog', ['pond', 'jungle'], ['animal', 'pond']),
  s('rabbit', ['meadow', 'garden', 'snow'], ['animal', 'spring']),
  s('panda', ['forest', 'mountains'], ['animal', 'wild']),
  s('koala', ['forest'], ['animal', 'wild']),
  s('unicorn', ['meadow', 'mountains'], ['fantasy', 'magic']),
  s('dragon', ['mountains', 'night-forest'], ['fantasy', 'magic']),
  s('penguin', ['snow', 'beach'], ['animal', 'bird', 'winter']),
  s('polar-bear', ['snow'], ['animal', 'winter']),
  s('elephant', ['savanna', 'jungle'], ['animal', 'wild']),
  s('giraffe', ['savanna'], ['animal', 'wild'], 'giraffe', 1),
  s('zebra', ['savanna'], ['animal', 'wild']),
  s('hippopotamus', ['pond', 'savanna'], ['animal', 'wild']),
  s('rhinoceros', ['savanna'], ['animal', 'wild']),
  s('camel', ['desert'], ['animal', 'desert']),
  s('llama', ['mountains', 'farm'], ['animal']),
  s('kangaroo', ['desert', 'savanna'], ['animal', 'wild']),
  s('hedgehog', ['autumn-forest', 'garden'], ['animal', 'forest']),
  s('chipmunk', ['autumn-forest', 'forest'], ['animal', 'forest', 'squirrel']),
  s('deer', ['forest', 'snow', 'autumn-forest'], ['animal', 'forest']),
  s('horse', ['meadow', 'farm'], ['animal', 'farm']),
  s('cow', ['farm', 'meadow'], ['animal', 'farm']),
  s('pig', ['farm'], ['animal', 'farm']),
  s('rooster', ['farm'], ['animal', 'farm', 'bird']),
  s('duck', ['pond', 'farm'], ['animal', 'bird', 'pond']),
  s('swan', ['pond'], ['animal', 'bird', 'pond']),
  s('flamingo', ['pond', 'beach'], ['animal', 'bird', 'tropical']),
  s('eagle', ['mountains'], ['animal', 'bird']),
  s('dove', ['garden', 'meadow'], ['animal', 'bird', 'peace']),
  s('otter', ['pond', 'forest'], ['animal', 'river']),
  s('sloth', ['jungle'], ['animal', 'wild']),
  s('monkey', ['jungle'], ['animal', 'wild']),
  s('orangutan', ['jungle'], ['animal', 'wild']),
  s('gorilla', ['jungle'], ['animal', 'wild']),
  s('raccoon', ['night-forest', 'forest'], ['animal', 'forest']),
  s('badger', ['forest', 'autumn-forest'], ['animal', 'forest']),
  s('beaver', ['pond', 'forest'], ['animal', 'river']),
  s('bison', ['meadow', 'snow'], ['animal', 'wild']),
  s('ram', ['mountains', 'farm'], ['animal', 'farm', 'sheep']),
  s('goat', ['mountains', 'farm'], ['animal', 'farm']),
  s('wolf', ['night-forest', 'snow'], ['animal', 'wild']),
  s('bear', ['forest', 'mountains'], ['animal', 'wild']),
  s('mouse', ['garden', 'farm'], ['animal']),
  s('hamster', ['garden'], ['animal', 'pet']),
  s('lizard', ['desert', 'jungle'], ['animal', 'reptile'], 'lizard', 1),
  s('crocodile', ['pond', 'jungle'], ['animal', 'reptile']),
  s('snake', ['jungle', 'desert'], ['animal', 'reptile']),
  s('sauropod', ['jungle', 'mountains'], ['dinosaur', 'prehistoric']),
  s('t-rex', ['jungle', 'desert'], ['dinosaur', 'prehistoric']),
  s('mammoth', ['snow'], ['prehistoric', 'winter']),
  s('dodo', ['jungle', 'beach'], ['animal', 'bird']),
  s('sunflower', ['meadow', 'farm'], ['flower', 'summer']),
  s('rose', ['garden'], ['flower', 'love']),
  s('tulip', ['garden', 'meadow'], ['flower', 'spring']),
  s('hibiscus', ['beach', 'jungle'], ['flower', 'tropical']),
  s('lotus', ['pond'], ['flower', 'calm']),
  s('cactus', ['desert'], ['plant', 'desert']),
  s('mushroom', ['autumn-forest', 'forest'], ['nature', 'forest']),
  s('palm-tree', ['beach'], ['tree', 'tropical', 'summer']),
  s('snowman', ['snow'], ['winter', 'christmas']),
  s('jack-o-lantern', ['night-forest', 'farm'], ['halloween', 'autumn']),
  s('teddy-bear', ['garden', 'meadow'], ['toy', 'kids']),
  s('pineapple', ['beach'], ['fruit', 'tropical']),
  s('locomotive', ['mountains', 'meadow'], ['train', 'travel']),
  s('tractor', ['farm'], ['farm', 'vehicle']),
  s('castle', ['mountains', 'meadow'], ['building', 'fairy tale']),
  s('camping', ['mountains', 'night-forest'], ['tent', 'outdoors']),
]
