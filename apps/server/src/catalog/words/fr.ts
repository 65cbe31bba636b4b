import { agree, capital, type Namer, type Noun, type Words } from './grammar'
import { settingWords } from './setting-words'
import { subjectWords } from './subject-words'

const joined = (title: string, where: string | undefined) => (where ? `${title} ${where}` : title)
/** Nouns taking l' and d': a vowel, or an h that is not aspirated (le hérisson, l'hippocampe). */
const elides = (word: string) => /^[aeiouyàâéèêëîïôûù]/i.test(word) || /^h(ippo|omme)/i.test(word)
/** "du renard", "de la chouette", "de l'écureuil". */
const ofThe = (s: Noun) =>
  elides(s.one) ? `de l'${s.one}` : `${agree(s.gender, 'du', 'de la')} ${s.one}`
/** "de renards", "d'étoiles". */
const ofMany = (s: Noun) => (elides(s.many) ? `d'${s.many}` : `de ${s.many}`)

const styles: Record<string, Namer> = {
  'stained-glass': (s, where) => joined(`${capital(s.one, 'fr')} en vitrail`, where),
  zentangle: (s, where) => joined(`${capital(s.one, 'fr')} zentangle`, where),
  'low-poly': (s, where) =>
    joined(`${capital(s.one, 'fr')} ${agree(s.gender, 'polygonal', 'polygonale')}`, where),
  botanical: (s) => `Étude botanique ${ofThe(s)}`,
  mandala: (s) => `Mandala ${ofThe(s)}`,
  geometric: (s) => `Motif ${ofMany(s)}`,
  kids: (s, where) => joined(`${agree(s.gender, 'Petit', 'Petite')} ${s.one}`, where),
}

export const fr: Words = {
  language: 'fr',
  subjects: subjectWords.fr,
  settings: settingWords.fr,
  styles,
  plain: (s, where) => joined(capital(s.one, 'fr'), where),
  categories: {
    landscapes: 'Paysages',
    animals: 'Animaux',
    birds: 'Oiseaux',
    ocean: 'Sous la mer',
    flowers: 'Fleurs',
    botanical: 'Botanique',
    cities: 'Villes et rues',
    'stained-glass': 'Vitraux',
    zentangle: 'Zentangle',
    portraits: 'Portraits',
    'low-poly': 'Low poly',
    mandalas: 'Mandalas',
    patterns: 'Motifs',
    fantasy: 'Fantaisie',
    vehicles: 'Véhicules',
    food: 'Gourmandises',
    seasons: 'Saisons',
    kids: 'Pour les enfants',
    adults: 'Pour les adultes',
  },
  collections: {
    'picture-of-the-week': 'Le dessin de la semaine',
    'new-year': 'Nouvel An',
    'lunar-new-year': 'Nouvel An chinois',
    valentines: 'Saint-Valentin',
    'winter-wonderland': "Merveilles de l'hiver",
    'spring-blossoms': 'Fleurs de printemps',
    easter: 'Pâques',
    'may-flowers': 'Fleurs de mai',
    midsummer: 'La Saint-Jean',
    'summer-holidays': "Vacances d'été",
    'back-to-school': 'La rentrée',
    harvest: 'Le temps des récoltes',
    halloween: 'Halloween',
    'autumn-leaves': "Feuilles d'automne",
    'winter-holidays': "Fêtes d'hiver",
    'for-kids': 'Pour les petits peintres',
    'for-adults': 'Pour se détendre',
    'under-the-sea': 'Sous la mer',
    safari: 'En safari',
  },
  themes: {
    'new-year': 'Nouvel An',
    'lunar-new-year': 'Nouvel An chinois',
    valentines: 'Saint-Valentin',
    easter: 'Pâques',
    midsummer: 'Saint-Jean',
    halloween: 'Halloween',
    'winter-holidays': "Fêtes d'hiver",
    winter: 'Hiver',
    spring: 'Printemps',
    summer: 'Été',
    autumn: 'Automne',
  },
  // French sets a space before a colon.
  daily: (theme, day, shows) => `${theme}, ${day} : ${capital(shows, 'fr')}`,
}
