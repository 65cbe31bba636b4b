import type { IconRef } from './icons'
import type { Zone } from './layout'

/** A drawing the catalogue shows: its name in titles, its tags for search, where it stands. */
export interface Subject {
  readonly name: string
  readonly ref: IconRef
  readonly zone: Zone
  readonly tags: readonly string[]
  /** The drawing is a head alone: fine framed in a portrait, afloat standing in a scene. */
  readonly head?: boolean
}

/** Drawings of a head or a bust without legs (in the sets we use). */
const heads = new Set([
  'noto:fox',
  'noto:bear',
  'noto:lion',
  'noto:panda',
  'noto:koala',
  'noto:wolf',
  'noto:hamster',
  'noto:frog',
  'noto:moose',
  'noto:chicken',
  'noto:unicorn',
  'noto:dragon-face',
  'fluent:unicorn',
  'noto:santa-claus-light-skin-tone',
  'noto:mage-medium-light-skin-tone',
  'noto:elf-light-skin-tone',
])

/**
 * People drawn with a skin tone: the sets' default is emoji yellow, which reads as a yellow face
 * in a picture (a yellow Santa). Each person keeps one tone, and the tones differ between people.
 */
const skin: Record<string, string> = {
  'santa-claus': 'light',
  fairy: 'medium',
  mage: 'medium-light',
  elf: 'light',
  mermaid: 'medium-dark',
  merperson: 'dark',
  astronaut: 'medium-light',
}

/** Words a title keeps in lower case after its first word ("Leaf Fluttering in Wind"). */
const minorWords = new Set(['a', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'with'])

/**
 * `slug zone tags…` lines to subjects; the name is the slug in words, the drawing Noto's (Fluent's
 * when the line starts with `fluent:`).
 */
function list(lines: string, zone: Zone, tags: readonly string[]): Subject[] {
  return lines
    .trim()
    .split(/\s+/)
    .map((word) => {
      const [set, slug] = word.includes(':')
        ? (word.split(':') as [string, string])
        : ['noto', word]
      const name = slug
        .split('-')
        .map((w, i) => (i > 0 && minorWords.has(w) ? w : `${w[0]?.toUpperCase()}${w.slice(1)}`))
        .join(' ')
      const ref = `${set}:${slug}` as IconRef
      const toned =
        set === 'noto' && skin[slug] ? (`${ref}-${skin[slug]}-skin-tone` as IconRef) : ref
      return {
        name,
        ref: toned,
        zone,
        tags: [...tags, ...slug.split('-')],
        ...(heads.has(ref) || heads.has(toned) ? { head: true } : {}),
      }
    })
}

export const animals = list(
  `fox cat dog horse cow pig rabbit deer bear lion tiger elephant giraffe zebra monkey panda koala
   kangaroo hedgehog raccoon chipmunk ewe goat llama camel hippopotamus rhinoceros gorilla leopard
   wolf badger beaver bison otter sloth mouse hamster frog turtle skunk moose donkey`,
  'ground',
  ['animal'],
)
export const farm = list(
  'cow pig ewe goat horse donkey rooster chicken duck turkey goose',
  'ground',
  ['farm'],
)
export const savanna = list(
  'lion elephant giraffe zebra rhinoceros leopard camel hippopotamus',
  'ground',
  ['safari'],
)
export const woodland = list(
  'fox deer bear hedgehog raccoon chipmunk badger wolf moose rabbit beaver skunk bison',
  'ground',
  ['forest'],
)

export const groundBirds = list(
  'owl parrot peacock flamingo penguin swan duck rooster chicken turkey goose baby-chick dodo',
  'ground',
  ['bird'],
)
export const flyingBirds = list(
  'bird dove eagle black-bird fluent:bird fluent:dove fluent:eagle',
  'sky',
  ['bird', 'flying'],
)

export const sea = list(
  `fish tropical-fish blowfish dolphin whale shark octopus jellyfish crab lobster shrimp squid seal
   spiral-shell oyster fluent:fish fluent:tropical-fish fluent:octopus`,
  'water',
  ['sea', 'ocean'],
)

export const flowers = list(
  'rose tulip sunflower hibiscus cherry-blossom blossom white-flower lotus hyacinth bouquet potted-plant four-leaf-clover wilted-flower',
  'ground',
  ['flower', 'plant'],
)
export const gardenLife = list(
  'butterfly honeybee lady-beetle snail bug beetle cricket ant mushroom nest-with-eggs',
  'ground',
  ['garden', 'insect'],
)
export const gardenPlants = list(
  'deciduous-tree evergreen-tree cactus seedling herb palm-tree potted-plant',
  'ground',
  ['garden', 'plant'],
)

export const fruit = list(
  `red-apple green-apple pear peach cherries strawberry grapes melon watermelon banana pineapple lemon
   mango kiwi-fruit tangerine coconut avocado`,
  'table',
  ['food', 'fruit'],
)
export const vegetables = list('carrot broccoli tomato eggplant bell-pepper ear-of-corn', 'table', [
  'food',
  'vegetable',
])
export const treats = list(
  `croissant bread baguette-bread cheese-wedge cupcake birthday-cake doughnut cookie pizza hamburger taco
   sushi ice-cream soft-ice-cream pancakes waffle teapot hot-beverage honey-pot pie shortcake lollipop candy pretzel`,
  'table',
  ['food'],
)

export const roadVehicles = list(
  `automobile taxi bus racing-car police-car fire-engine ambulance delivery-truck pickup-truck tractor
   bicycle motorcycle motor-scooter locomotive tram sport-utility-vehicle minibus articulated-lorry kick-scooter`,
  'ground',
  ['vehicle', 'transport'],
)
export const aircraft = list(
  'airplane helicopter small-airplane parachute fluent:airplane fluent:helicopter',
  'sky',
  ['vehicle', 'flying'],
)
export const boats = list(
  'sailboat canoe speedboat ferry ship motor-boat passenger-ship',
  'ground',
  ['vehicle', 'boat'],
)

export const buildings = list(
  `house house-with-garden office-building castle classical-building department-store hospital school
   church post-office hotel bank stadium factory hut tokyo-tower statue-of-liberty japanese-castle
   convenience-store ferris-wheel carousel-horse circus-tent fountain tent derelict-house`,
  'ground',
  ['building', 'city'],
)

export const spaceThings = list(
  `rocket flying-saucer satellite ringed-planet comet crescent-moon full-moon sun glowing-star
   shooting-star milky-way globe-showing-americas telescope astronaut sun-with-face full-moon-face`,
  'sky',
  ['space'],
)

export const fantasy = list(
  `dragon unicorn t-rex sauropod crystal-ball magic-wand fairy mermaid genie mage merperson crown
   gem-stone rainbow japanese-dolls mammoth dragon-face elf troll fluent:phoenix-bird fluent:dragon fluent:unicorn`,
  'ground',
  ['fantasy', 'magic'],
)

export const winter = list(
  'snowman christmas-tree wrapped-gift snowflake sled ice-skate skis scarf gloves coat santa-claus candle bell',
  'ground',
  ['winter', 'holiday'],
)
export const autumn = list(
  'jack-o-lantern fallen-leaf maple-leaf chestnut mushroom leaf-fluttering-in-wind ghost',
  'ground',
  ['autumn', 'halloween'],
)
export const spring = list(
  'egg hatching-chick rabbit tulip cherry-blossom umbrella kite',
  'ground',
  ['spring', 'easter'],
)
export const summer = list(
  'balloon fireworks party-popper sparkler firecracker tanabata-tree watermelon ice-cream',
  'ground',
  ['summer', 'festival'],
)
export const newYear = list(
  'fireworks party-popper red-envelope pine-decoration sparkler bell',
  'ground',
  ['new year', 'celebration'],
)
