import { agree, capital, type Namer, type Noun, type Words } from './grammar'
import { settingWords } from './setting-words'
import { subjectWords } from './subject-words'

const joined = (title: string, where: string | undefined) => (where ? `${title} ${where}` : title)
/** "del zorro", "de la jirafa": de + el contracts to del. */
const ofThe = (s: Noun) => `${agree(s.gender, 'del', 'de la')} ${s.one}`

const styles: Record<string, Namer> = {
  'stained-glass': (s, where) => joined(`${capital(s.one, 'es')} en vitral`, where),
  zentangle: (s, where) => joined(`${capital(s.one, 'es')} zentangle`, where),
  'low-poly': (s, where) => joined(`${capital(s.one, 'es')} poligonal`, where),
  botanical: (s) => `Estudio botánico ${ofThe(s)}`,
  mandala: (s) => `Mandala ${ofThe(s)}`,
  geometric: (s) => `Patrón de ${s.many}`,
  kids: (s, where) => joined(`${agree(s.gender, 'Pequeño', 'Pequeña')} ${s.one}`, where),
}

export const es: Words = {
  language: 'es',
  subjects: subjectWords.es,
  settings: settingWords.es,
  styles,
  plain: (s, where) => joined(capital(s.one, 'es'), where),
  categories: {
    landscapes: 'Paisajes',
    animals: 'Animales',
    birds: 'Aves',
    ocean: 'Bajo el mar',
    flowers: 'Flores',
    botanical: 'Botánica',
    cities: 'Ciudades y calles',
    'stained-glass': 'Vitrales',
    zentangle: 'Zentangle',
    portraits: 'Retratos',
    'low-poly': 'Low poly',
    mandalas: 'Mandalas',
    patterns: 'Patrones',
    fantasy: 'Fantasía',
    vehicles: 'Vehículos',
    food: 'Comida',
    seasons: 'Estaciones',
    kids: 'Para niños',
    adults: 'Para adultos',
  },
  collections: {
    'picture-of-the-week': 'Dibujo de la semana',
    'new-year': 'Año Nuevo',
    'lunar-new-year': 'Año Nuevo chino',
    valentines: 'San Valentín',
    'winter-wonderland': 'Maravillas del invierno',
    'spring-blossoms': 'Flores de primavera',
    easter: 'Pascua',
    'may-flowers': 'Flores de mayo',
    midsummer: 'Noche de San Juan',
    'summer-holidays': 'Vacaciones de verano',
    'back-to-school': 'Vuelta al cole',
    harvest: 'Tiempo de cosecha',
    halloween: 'Halloween',
    'autumn-leaves': 'Hojas de otoño',
    'winter-holidays': 'Fiestas de invierno',
    'for-kids': 'Para pequeños pintores',
    'for-adults': 'Para relajarse',
    'under-the-sea': 'Bajo el mar',
    safari: 'De safari',
  },
  themes: {
    'new-year': 'Año Nuevo',
    'lunar-new-year': 'Año Nuevo chino',
    valentines: 'San Valentín',
    easter: 'Pascua',
    midsummer: 'San Juan',
    halloween: 'Halloween',
    'winter-holidays': 'Fiestas de invierno',
    winter: 'Invierno',
    spring: 'Primavera',
    summer: 'Verano',
    autumn: 'Otoño',
  },
  daily: (theme, day, shows) => `${theme}, ${day}: ${capital(shows, 'es')}`,
}
