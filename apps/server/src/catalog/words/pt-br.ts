import { agree, capital, type Namer, type Noun, type Words } from './grammar'
import { settingWords } from './setting-words'
import { subjectWords } from './subject-words'

const joined = (title: string, where: string | undefined) => (where ? `${title} ${where}` : title)
/** "do lobo", "da raposa": de + o/a contract. */
const ofThe = (s: Noun) => `${agree(s.gender, 'do', 'da')} ${s.one}`

const styles: Record<string, Namer> = {
  'stained-glass': (s, where) => joined(`${capital(s.one, 'pt-BR')} em vitral`, where),
  zentangle: (s, where) => joined(`${capital(s.one, 'pt-BR')} zentangle`, where),
  'low-poly': (s, where) => joined(`${capital(s.one, 'pt-BR')} poligonal`, where),
  botanical: (s) => `Estudo botânico ${ofThe(s)}`,
  mandala: (s) => `Mandala ${ofThe(s)}`,
  geometric: (s) => `Padrão de ${s.many}`,
  kids: (s, where) => joined(`${agree(s.gender, 'Pequeno', 'Pequena')} ${s.one}`, where),
}

export const ptBR: Words = {
  language: 'pt-BR',
  subjects: subjectWords['pt-BR'],
  settings: settingWords['pt-BR'],
  styles,
  plain: (s, where) => joined(capital(s.one, 'pt-BR'), where),
  categories: {
    landscapes: 'Paisagens',
    animals: 'Animais',
    birds: 'Aves',
    ocean: 'Fundo do mar',
    flowers: 'Flores',
    botanical: 'Botânica',
    cities: 'Cidades e ruas',
    'stained-glass': 'Vitrais',
    zentangle: 'Zentangle',
    portraits: 'Retratos',
    'low-poly': 'Low poly',
    mandalas: 'Mandalas',
    patterns: 'Padrões',
    fantasy: 'Fantasia',
    vehicles: 'Veículos',
    food: 'Comida',
    seasons: 'Estações',
    kids: 'Para crianças',
    adults: 'Para adultos',
  },
  collections: {
    'picture-of-the-week': 'Desenho da semana',
    'new-year': 'Ano-Novo',
    'lunar-new-year': 'Ano-Novo chinês',
    valentines: 'Dia dos Namorados',
    'winter-wonderland': 'Maravilhas do inverno',
    'spring-blossoms': 'Flores da primavera',
    easter: 'Páscoa',
    'may-flowers': 'Flores de maio',
    midsummer: 'Festa junina',
    'summer-holidays': 'Férias de verão',
    'back-to-school': 'Volta às aulas',
    harvest: 'Tempo de colheita',
    halloween: 'Halloween',
    'autumn-leaves': 'Folhas de outono',
    'winter-holidays': 'Festas de fim de ano',
    'for-kids': 'Para pequenos pintores',
    'for-adults': 'Para relaxar',
    'under-the-sea': 'Fundo do mar',
    safari: 'Em safári',
  },
  themes: {
    'new-year': 'Ano-Novo',
    'lunar-new-year': 'Ano-Novo chinês',
    valentines: 'Dia dos Namorados',
    easter: 'Páscoa',
    midsummer: 'Festa junina',
    halloween: 'Halloween',
    'winter-holidays': 'Festas de fim de ano',
    winter: 'Inverno',
    spring: 'Primavera',
    summer: 'Verão',
    autumn: 'Outono',
  },
  daily: (theme, day, shows) => `${theme}, ${day}: ${capital(shows, 'pt-BR')}`,
}
