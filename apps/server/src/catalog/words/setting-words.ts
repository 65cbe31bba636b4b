import type { Language } from '@huey/contracts'

/**
 * Every setting as the phrase after a subject, in en-US, es, fr, de and pt-BR (that order, `;`
 * between): each language's preposition, article and contraction ("im Wald", "na floresta").
 */
const lines = `
arch-window: in an Arched Window; en una ventana de arco; dans une fenêtre en arc; im Bogenfenster; em uma janela em arco
round-window: in a Rose Window; en un rosetón; dans une rosace; in einer Fensterrose; em uma rosácea
square-window: in a Square Window; en una ventana cuadrada; dans une fenêtre carrée; in einem quadratischen Fenster; em uma janela quadrada
forest: in the Forest; en el bosque; dans la forêt; im Wald; na floresta
night-forest: in the Forest at Night; en el bosque de noche; dans la forêt la nuit; im nächtlichen Wald; na floresta à noite
underwater: Underwater; bajo el agua; sous l'eau; unter Wasser; debaixo d'água
autumn-forest: in the Autumn Forest; en el bosque otoñal; dans la forêt d'automne; im Herbstwald; na floresta de outono
winter-forest: in the Winter Forest; en el bosque invernal; dans la forêt d'hiver; im Winterwald; na floresta de inverno
meadow: in the Meadow; en la pradera; dans la prairie; auf der Wiese; no prado
field: in the Field; en el campo; dans les champs; auf dem Feld; no campo
garden: in the Garden; en el jardín; au jardin; im Garten; no jardim
snow: in the Snow; en la nieve; dans la neige; im Schnee; na neve
beach: on the Beach; en la playa; sur la plage; am Strand; na praia
sea: at Sea; en el mar; en mer; auf dem Meer; no mar
reef: on the Reef; en el arrecife; sur le récif; am Riff; no recife
river: by the River; junto al río; au bord de la rivière; am Fluss; à beira do rio
lake: by the Lake; junto al lago; au bord du lac; am See; à beira do lago
pond: by the Pond; junto al estanque; au bord de l'étang; am Teich; à beira do lago
mountains: in the Mountains; en las montañas; à la montagne; in den Bergen; nas montanhas
savanna: on the Savanna; en la sabana; dans la savane; in der Savanne; na savana
jungle: in the Jungle; en la selva; dans la jungle; im Dschungel; na selva
desert: in the Desert; en el desierto; dans le désert; in der Wüste; no deserto
farm: on the Farm; en la granja; à la ferme; auf dem Bauernhof; na fazenda
village: in the Village; en el pueblo; au village; im Dorf; na vila
city: in the City; en la ciudad; en ville; in der Stadt; na cidade
street: on the Street; en la calle; dans la rue; auf der Straße; na rua
harbour: in the Harbour; en el puerto; au port; im Hafen; no porto
park: in the Park; en el parque; au parc; im Park; no parque
island: on the Island; en la isla; sur l'île; auf der Insel; na ilha
sky: in the Sky; en el cielo; dans le ciel; am Himmel; no céu
space: in Space; en el espacio; dans l'espace; im Weltall; no espaço
morning: in the Morning; por la mañana; le matin; am Morgen; pela manhã
jewel: in Jewel Tones; en tonos de joya; aux tons de pierres précieuses; in Edelsteinfarben; em tons de joia
ocean: in Ocean Blues; en azules de mar; aux bleus de l'océan; in Meeresblau; em azuis do oceano
night: at Night; de noche; la nuit; bei Nacht; à noite
sunset: at Sunset; al atardecer; au coucher du soleil; bei Sonnenuntergang; ao pôr do sol
dawn: at Dawn; al amanecer; à l'aube; im Morgengrauen; ao amanhecer
rain: in the Rain; bajo la lluvia; sous la pluie; im Regen; na chuva
spring: in Spring; en primavera; au printemps; im Frühling; na primavera
summer: in Summer; en verano; en été; im Sommer; no verão
autumn: in Autumn; en otoño; en automne; im Herbst; no outono
winter: in Winter; en invierno; en hiver; im Winter; no inverno
`

const order: readonly Language[] = ['en-US', 'es', 'fr', 'de', 'pt-BR']

/** Setting key to its phrase, per language. */
export const settingWords = Object.fromEntries(
  order.map((language, i) => [
    language,
    Object.fromEntries(
      lines
        .trim()
        .split('\n')
        .map((line) => {
          const [key = '', rest = ''] = line.split(': ')
          return [key, rest.split('; ')[i] ?? '']
        }),
    ),
  ]),
) as Record<Language, Record<string, string>>
