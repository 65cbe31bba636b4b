import { agree, type Namer, type Words } from './grammar'
import { settingWords } from './setting-words'
import { subjectWords } from './subject-words'

const joined = (title: string, where: string | undefined) => (where ? `${title} ${where}` : title)
/** The dative plural after "aus": Sterne to Sternen; Eulen and Autos stay. */
const dativePlural = (many: string) => (/[ns]$/.test(many) ? many : `${many}n`)

const styles: Record<string, Namer> = {
  'stained-glass': (s, where) => joined(`${s.one} in Buntglas`, where),
  zentangle: (s, where) => joined(`Zentangle-${s.one}`, where),
  'low-poly': (s, where) => joined(`Polygon-${s.one}`, where),
  botanical: (s) => `Botanische Studie: ${s.one}`,
  mandala: (s) => `${s.one}-Mandala`,
  geometric: (s) => `Muster aus ${dativePlural(s.many)}`,
  // The adjective without an article takes the noun's gender: kleiner Fuchs, kleine Eule, kleines Pferd.
  kids: (s, where) => joined(`${agree(s.gender, 'Kleiner', 'Kleine', 'Kleines')} ${s.one}`, where),
}

export const de: Words = {
  language: 'de',
  subjects: subjectWords.de,
  settings: settingWords.de,
  styles,
  plain: (s, where) => joined(s.one, where),
  categories: {
    landscapes: 'Landschaften',
    animals: 'Tiere',
    birds: 'Vögel',
    ocean: 'Unter Wasser',
    flowers: 'Blumen',
    botanical: 'Botanik',
    cities: 'Städte und Straßen',
    'stained-glass': 'Buntglas',
    zentangle: 'Zentangle',
    portraits: 'Porträts',
    'low-poly': 'Low Poly',
    mandalas: 'Mandalas',
    patterns: 'Muster',
    fantasy: 'Fantasie',
    vehicles: 'Fahrzeuge',
    food: 'Essen',
    seasons: 'Jahreszeiten',
    kids: 'Für Kinder',
    adults: 'Für Erwachsene',
  },
  collections: {
    'picture-of-the-week': 'Bild der Woche',
    'new-year': 'Neujahr',
    'lunar-new-year': 'Chinesisches Neujahr',
    valentines: 'Valentinstag',
    'winter-wonderland': 'Winterwunderland',
    'spring-blossoms': 'Frühlingsblüten',
    easter: 'Ostern',
    'may-flowers': 'Maiblumen',
    midsummer: 'Mittsommer',
    'summer-holidays': 'Sommerferien',
    'back-to-school': 'Schulanfang',
    harvest: 'Erntezeit',
    halloween: 'Halloween',
    'autumn-leaves': 'Herbstlaub',
    'winter-holidays': 'Winterfeiertage',
    'for-kids': 'Für kleine Maler',
    'for-adults': 'Zum Entspannen',
    'under-the-sea': 'Unter Wasser',
    safari: 'Auf Safari',
  },
  themes: {
    'new-year': 'Neujahr',
    'lunar-new-year': 'Chinesisches Neujahr',
    valentines: 'Valentinstag',
    easter: 'Ostern',
    midsummer: 'Mittsommer',
    halloween: 'Halloween',
    'winter-holidays': 'Winterfeiertage',
    winter: 'Winter',
    spring: 'Frühling',
    summer: 'Sommer',
    autumn: 'Herbst',
  },
  daily: (theme, day, shows) => `${theme}, ${day}: ${shows}`,
}
