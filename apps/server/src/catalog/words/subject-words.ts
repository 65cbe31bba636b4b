import type { Language } from '@huey/contracts'
import { type Gender, type Noun, noun } from './grammar'

/**
 * Every subject's noun in the five languages, one line a subject: `singular|plural gender` for
 * en-US, es, fr, de and pt-BR in that order (English has no gender: n). A subject key of
 * @huey/art without a line here fails the catalogue's language test.
 */
const lines = `
fox: Fox|Foxes n; zorro|zorros m; renard|renards m; Fuchs|Füchse m; raposa|raposas f
owl: Owl|Owls n; búho|búhos m; chouette|chouettes f; Eule|Eulen f; coruja|corujas f
cat: Cat|Cats n; gato|gatos m; chat|chats m; Katze|Katzen f; gato|gatos m
dog: Dog|Dogs n; perro|perros m; chien|chiens m; Hund|Hunde m; cachorro|cachorros m
bear: Bear|Bears n; oso|osos m; ours|ours m; Bär|Bären m; urso|ursos m
rabbit: Rabbit|Rabbits n; conejo|conejos m; lapin|lapins m; Hase|Hasen m; coelho|coelhos m
deer: Deer|Deer n; ciervo|ciervos m; cerf|cerfs m; Hirsch|Hirsche m; cervo|cervos m
horse: Horse|Horses n; caballo|caballos m; cheval|chevaux m; Pferd|Pferde n; cavalo|cavalos m
lion: Lion|Lions n; león|leones m; lion|lions m; Löwe|Löwen m; leão|leões m
tiger: Tiger|Tigers n; tigre|tigres m; tigre|tigres m; Tiger|Tiger m; tigre|tigres m
elephant: Elephant|Elephants n; elefante|elefantes m; éléphant|éléphants m; Elefant|Elefanten m; elefante|elefantes m
giraffe: Giraffe|Giraffes n; jirafa|jirafas f; girafe|girafes f; Giraffe|Giraffen f; girafa|girafas f
zebra: Zebra|Zebras n; cebra|cebras f; zèbre|zèbres m; Zebra|Zebras n; zebra|zebras f
panda: Panda|Pandas n; panda|pandas m; panda|pandas m; Panda|Pandas m; panda|pandas m
koala: Koala|Koalas n; koala|koalas m; koala|koalas m; Koala|Koalas m; coala|coalas m
wolf: Wolf|Wolves n; lobo|lobos m; loup|loups m; Wolf|Wölfe m; lobo|lobos m
squirrel: Squirrel|Squirrels n; ardilla|ardillas f; écureuil|écureuils m; Eichhörnchen|Eichhörnchen n; esquilo|esquilos m
hedgehog: Hedgehog|Hedgehogs n; erizo|erizos m; hérisson|hérissons m; Igel|Igel m; ouriço|ouriços m
raccoon: Raccoon|Raccoons n; mapache|mapaches m; raton laveur|ratons laveurs m; Waschbär|Waschbären m; guaxinim|guaxinins m
monkey: Monkey|Monkeys n; mono|monos m; singe|singes m; Affe|Affen m; macaco|macacos m
frog: Frog|Frogs n; rana|ranas f; grenouille|grenouilles f; Frosch|Frösche m; sapo|sapos m
turtle: Turtle|Turtles n; tortuga|tortugas f; tortue|tortues f; Schildkröte|Schildkröten f; tartaruga|tartarugas f
whale: Whale|Whales n; ballena|ballenas f; baleine|baleines f; Wal|Wale m; baleia|baleias f
dolphin: Dolphin|Dolphins n; delfín|delfines m; dauphin|dauphins m; Delfin|Delfine m; golfinho|golfinhos m
octopus: Octopus|Octopuses n; pulpo|pulpos m; pieuvre|pieuvres f; Krake|Kraken m; polvo|polvos m
jellyfish: Jellyfish|Jellyfish n; medusa|medusas f; méduse|méduses f; Qualle|Quallen f; água-viva|águas-vivas f
seahorse: Seahorse|Seahorses n; caballito de mar|caballitos de mar m; hippocampe|hippocampes m; Seepferdchen|Seepferdchen n; cavalo-marinho|cavalos-marinhos m
fish: Fish|Fish n; pez|peces m; poisson|poissons m; Fisch|Fische m; peixe|peixes m
shark: Shark|Sharks n; tiburón|tiburones m; requin|requins m; Hai|Haie m; tubarão|tubarões m
crab: Crab|Crabs n; cangrejo|cangrejos m; crabe|crabes m; Krabbe|Krabben f; caranguejo|caranguejos m
starfish: Starfish|Starfish n; estrella de mar|estrellas de mar f; étoile de mer|étoiles de mer f; Seestern|Seesterne m; estrela-do-mar|estrelas-do-mar f
parrot: Parrot|Parrots n; loro|loros m; perroquet|perroquets m; Papagei|Papageien m; papagaio|papagaios m
peacock: Peacock|Peacocks n; pavo real|pavos reales m; paon|paons m; Pfau|Pfauen m; pavão|pavões m
flamingo: Flamingo|Flamingos n; flamenco|flamencos m; flamant|flamants m; Flamingo|Flamingos m; flamingo|flamingos m
swan: Swan|Swans n; cisne|cisnes m; cygne|cygnes m; Schwan|Schwäne m; cisne|cisnes m
eagle: Eagle|Eagles n; águila|águilas f; aigle|aigles m; Adler|Adler m; águia|águias f
hummingbird: Hummingbird|Hummingbirds n; colibrí|colibríes m; colibri|colibris m; Kolibri|Kolibris m; beija-flor|beija-flores m
penguin: Penguin|Penguins n; pingüino|pingüinos m; manchot|manchots m; Pinguin|Pinguine m; pinguim|pinguins m
duck: Duck|Ducks n; pato|patos m; canard|canards m; Ente|Enten f; pato|patos m
rooster: Rooster|Roosters n; gallo|gallos m; coq|coqs m; Hahn|Hähne m; galo|galos m
robin: Robin|Robins n; petirrojo|petirrojos m; rouge-gorge|rouges-gorges m; Rotkehlchen|Rotkehlchen n; pisco-de-peito-ruivo|piscos-de-peito-ruivo m
butterfly: Butterfly|Butterflies n; mariposa|mariposas f; papillon|papillons m; Schmetterling|Schmetterlinge m; borboleta|borboletas f
bee: Bee|Bees n; abeja|abejas f; abeille|abeilles f; Biene|Bienen f; abelha|abelhas f
ladybug: Ladybug|Ladybugs n; mariquita|mariquitas f; coccinelle|coccinelles f; Marienkäfer|Marienkäfer m; joaninha|joaninhas f
dragonfly: Dragonfly|Dragonflies n; libélula|libélulas f; libellule|libellules f; Libelle|Libellen f; libélula|libélulas f
snail: Snail|Snails n; caracol|caracoles m; escargot|escargots m; Schnecke|Schnecken f; caracol|caracóis m
rose: Rose|Roses n; rosa|rosas f; rose|roses f; Rose|Rosen f; rosa|rosas f
tulip: Tulip|Tulips n; tulipán|tulipanes m; tulipe|tulipes f; Tulpe|Tulpen f; tulipa|tulipas f
sunflower: Sunflower|Sunflowers n; girasol|girasoles m; tournesol|tournesols m; Sonnenblume|Sonnenblumen f; girassol|girassóis m
lily: Lily|Lilies n; lirio|lirios m; lys|lys m; Lilie|Lilien f; lírio|lírios m
lotus: Lotus|Lotuses n; loto|lotos m; lotus|lotus m; Lotusblume|Lotusblumen f; lótus|lótus m
daisy: Daisy|Daisies n; margarita|margaritas f; marguerite|marguerites f; Gänseblümchen|Gänseblümchen n; margarida|margaridas f
orchid: Orchid|Orchids n; orquídea|orquídeas f; orchidée|orchidées f; Orchidee|Orchideen f; orquídea|orquídeas f
poppy: Poppy|Poppies n; amapola|amapolas f; coquelicot|coquelicots m; Mohnblume|Mohnblumen f; papoula|papoulas f
peony: Peony|Peonies n; peonía|peonías f; pivoine|pivoines f; Pfingstrose|Pfingstrosen f; peônia|peônias f
fern: Fern|Ferns n; helecho|helechos m; fougère|fougères f; Farn|Farne m; samambaia|samambaias f
monstera: Monstera|Monsteras n; costilla de Adán|costillas de Adán f; monstera|monsteras f; Monstera|Monsteras f; costela-de-adão|costelas-de-adão f
cactus: Cactus|Cacti n; cactus|cactus m; cactus|cactus m; Kaktus|Kakteen m; cacto|cactos m
tree: Tree|Trees n; árbol|árboles m; arbre|arbres m; Baum|Bäume m; árvore|árvores f
mushroom: Mushroom|Mushrooms n; seta|setas f; champignon|champignons m; Pilz|Pilze m; cogumelo|cogumelos m
lighthouse: Lighthouse|Lighthouses n; faro|faros m; phare|phares m; Leuchtturm|Leuchttürme m; farol|faróis m
house: House|Houses n; casa|casas f; maison|maisons f; Haus|Häuser n; casa|casas f
castle: Castle|Castles n; castillo|castillos m; château|châteaux m; Burg|Burgen f; castelo|castelos m
windmill: Windmill|Windmills n; molino|molinos m; moulin|moulins m; Windmühle|Windmühlen f; moinho|moinhos m
bridge: Bridge|Bridges n; puente|puentes m; pont|ponts m; Brücke|Brücken f; ponte|pontes f
cottage: Cottage|Cottages n; casita|casitas f; chaumière|chaumières f; Häuschen|Häuschen n; chalé|chalés m
car: Car|Cars n; coche|coches m; voiture|voitures f; Auto|Autos n; carro|carros m
bus: Bus|Buses n; autobús|autobuses m; bus|bus m; Bus|Busse m; ônibus|ônibus m
train: Train|Trains n; tren|trenes m; train|trains m; Zug|Züge m; trem|trens m
sailboat: Sailboat|Sailboats n; velero|veleros m; voilier|voiliers m; Segelboot|Segelboote n; veleiro|veleiros m
bicycle: Bicycle|Bicycles n; bicicleta|bicicletas f; vélo|vélos m; Fahrrad|Fahrräder n; bicicleta|bicicletas f
balloon: Hot-Air Balloon|Hot-Air Balloons n; globo|globos m; montgolfière|montgolfières f; Heißluftballon|Heißluftballone m; balão|balões m
rocket: Rocket|Rockets n; cohete|cohetes m; fusée|fusées f; Rakete|Raketen f; foguete|foguetes m
unicorn: Unicorn|Unicorns n; unicornio|unicornios m; licorne|licornes f; Einhorn|Einhörner n; unicórnio|unicórnios m
dragon: Dragon|Dragons n; dragón|dragones m; dragon|dragons m; Drache|Drachen m; dragão|dragões m
mermaid: Mermaid|Mermaids n; sirena|sirenas f; sirène|sirènes f; Meerjungfrau|Meerjungfrauen f; sereia|sereias f
woman: Woman|Women n; mujer|mujeres f; femme|femmes f; Frau|Frauen f; mulher|mulheres f
man: Man|Men n; hombre|hombres m; homme|hommes m; Mann|Männer m; homem|homens m
girl: Girl|Girls n; niña|niñas f; fille|filles f; Mädchen|Mädchen n; menina|meninas f
boy: Boy|Boys n; niño|niños m; garçon|garçons m; Junge|Jungen m; menino|meninos m
cake: Cake|Cakes n; pastel|pasteles m; gâteau|gâteaux m; Kuchen|Kuchen m; bolo|bolos m
teapot: Teapot|Teapots n; tetera|teteras f; théière|théières f; Teekanne|Teekannen f; bule|bules m
pumpkin: Pumpkin|Pumpkins n; calabaza|calabazas f; citrouille|citrouilles f; Kürbis|Kürbisse m; abóbora|abóboras f
snowman: Snowman|Snowmen n; muñeco de nieve|muñecos de nieve m; bonhomme de neige|bonshommes de neige m; Schneemann|Schneemänner m; boneco de neve|bonecos de neve m
star: Star|Stars n; estrella|estrellas f; étoile|étoiles f; Stern|Sterne m; estrela|estrelas f
heart: Heart|Hearts n; corazón|corazones m; cœur|cœurs m; Herz|Herzen n; coração|corações m
mountain: Mountain|Mountains n; montaña|montañas f; montagne|montagnes f; Berg|Berge m; montanha|montanhas f
poodle: Poodle|Poodles n; caniche|caniches m; caniche|caniches m; Pudel|Pudel m; poodle|poodles m
leopard: Leopard|Leopards n; leopardo|leopardos m; léopard|léopards m; Leopard|Leoparden m; leopardo|leopardos m
squid: Squid|Squid n; calamar|calamares m; calmar|calmars m; Tintenfisch|Tintenfische m; lula|lulas f
tropical-fish: Tropical Fish|Tropical Fish n; pez tropical|peces tropicales m; poisson tropical|poissons tropicaux m; Tropenfisch|Tropenfische m; peixe tropical|peixes tropicais m
blowfish: Pufferfish|Pufferfish n; pez globo|peces globo m; poisson-globe|poissons-globes m; Kugelfisch|Kugelfische m; baiacu|baiacus m
lobster: Lobster|Lobsters n; langosta|langostas f; homard|homards m; Hummer|Hummer m; lagosta|lagostas f
seal: Seal|Seals n; foca|focas f; phoque|phoques m; Robbe|Robben f; foca|focas f
polar-bear: Polar Bear|Polar Bears n; oso polar|osos polares m; ours polaire|ours polaires m; Eisbär|Eisbären m; urso-polar|ursos-polares m
hippopotamus: Hippo|Hippos n; hipopótamo|hipopótamos m; hippopotame|hippopotames m; Nilpferd|Nilpferde n; hipopótamo|hipopótamos m
rhinoceros: Rhino|Rhinos n; rinoceronte|rinocerontes m; rhinocéros|rhinocéros m; Nashorn|Nashörner n; rinoceronte|rinocerontes m
camel: Camel|Camels n; camello|camellos m; chameau|chameaux m; Kamel|Kamele n; camelo|camelos m
llama: Llama|Llamas n; llama|llamas f; lama|lamas m; Lama|Lamas n; lhama|lhamas f
kangaroo: Kangaroo|Kangaroos n; canguro|canguros m; kangourou|kangourous m; Känguru|Kängurus n; canguru|cangurus m
chipmunk: Chipmunk|Chipmunks n; ardilla listada|ardillas listadas f; tamia|tamias m; Streifenhörnchen|Streifenhörnchen n; tâmia|tâmias m
cow: Cow|Cows n; vaca|vacas f; vache|vaches f; Kuh|Kühe f; vaca|vacas f
pig: Pig|Pigs n; cerdo|cerdos m; cochon|cochons m; Schwein|Schweine n; porco|porcos m
dove: Dove|Doves n; paloma|palomas f; colombe|colombes f; Taube|Tauben f; pomba|pombas f
otter: Otter|Otters n; nutria|nutrias f; loutre|loutres f; Otter|Otter m; lontra|lontras f
sloth: Sloth|Sloths n; perezoso|perezosos m; paresseux|paresseux m; Faultier|Faultiere n; bicho-preguiça|bichos-preguiça m
orangutan: Orangutan|Orangutans n; orangután|orangutanes m; orang-outan|orangs-outans m; Orang-Utan|Orang-Utans m; orangotango|orangotangos m
gorilla: Gorilla|Gorillas n; gorila|gorilas m; gorille|gorilles m; Gorilla|Gorillas m; gorila|gorilas m
badger: Badger|Badgers n; tejón|tejones m; blaireau|blaireaux m; Dachs|Dachse m; texugo|texugos m
beaver: Beaver|Beavers n; castor|castores m; castor|castors m; Biber|Biber m; castor|castores m
bison: Bison|Bison n; bisonte|bisontes m; bison|bisons m; Bison|Bisons m; bisão|bisões m
ram: Ram|Rams n; carnero|carneros m; bélier|béliers m; Widder|Widder m; carneiro|carneiros m
goat: Goat|Goats n; cabra|cabras f; chèvre|chèvres f; Ziege|Ziegen f; cabra|cabras f
mouse: Mouse|Mice n; ratón|ratones m; souris|souris f; Maus|Mäuse f; camundongo|camundongos m
hamster: Hamster|Hamsters n; hámster|hámsteres m; hamster|hamsters m; Hamster|Hamster m; hamster|hamsters m
lizard: Lizard|Lizards n; lagarto|lagartos m; lézard|lézards m; Eidechse|Eidechsen f; lagarto|lagartos m
crocodile: Crocodile|Crocodiles n; cocodrilo|cocodrilos m; crocodile|crocodiles m; Krokodil|Krokodile n; crocodilo|crocodilos m
snake: Snake|Snakes n; serpiente|serpientes f; serpent|serpents m; Schlange|Schlangen f; cobra|cobras f
sauropod: Long-Necked Dinosaur|Long-Necked Dinosaurs n; saurópodo|saurópodos m; sauropode|sauropodes m; Langhalsdinosaurier|Langhalsdinosaurier m; saurópode|saurópodes m
t-rex: T-Rex|T-Rexes n; tiranosaurio|tiranosaurios m; tyrannosaure|tyrannosaures m; T-Rex|T-Rex m; tiranossauro|tiranossauros m
mammoth: Mammoth|Mammoths n; mamut|mamuts m; mammouth|mammouths m; Mammut|Mammuts n; mamute|mamutes m
dodo: Dodo|Dodos n; dodo|dodos m; dodo|dodos m; Dodo|Dodos m; dodô|dodôs m
hibiscus: Hibiscus|Hibiscuses n; hibisco|hibiscos m; hibiscus|hibiscus m; Hibiskus|Hibisken m; hibisco|hibiscos m
palm-tree: Palm Tree|Palm Trees n; palmera|palmeras f; palmier|palmiers m; Palme|Palmen f; palmeira|palmeiras f
jack-o-lantern: Jack-o'-Lantern|Jack-o'-Lanterns n; calabaza de Halloween|calabazas de Halloween f; citrouille d'Halloween|citrouilles d'Halloween f; Kürbislaterne|Kürbislaternen f; abóbora de Halloween|abóboras de Halloween f
teddy-bear: Teddy Bear|Teddy Bears n; osito de peluche|ositos de peluche m; ours en peluche|ours en peluche m; Teddybär|Teddybären m; ursinho de pelúcia|ursinhos de pelúcia m
pineapple: Pineapple|Pineapples n; piña|piñas f; ananas|ananas m; Ananas|Ananas f; abacaxi|abacaxis m
locomotive: Steam Engine|Steam Engines n; locomotora|locomotoras f; locomotive|locomotives f; Dampflok|Dampfloks f; locomotiva|locomotivas f
tractor: Tractor|Tractors n; tractor|tractores m; tracteur|tracteurs m; Traktor|Traktoren m; trator|tratores m
camping: Tent|Tents n; tienda de campaña|tiendas de campaña f; tente|tentes f; Zelt|Zelte n; barraca|barracas f
mountain-lake: Mountain Lake|Mountain Lakes n; lago de montaña|lagos de montaña m; lac de montagne|lacs de montagne m; Bergsee|Bergseen m; lago de montanha|lagos de montanha m
alpine-meadow: Alpine Meadow|Alpine Meadows n; prado alpino|prados alpinos m; alpage|alpages m; Almwiese|Almwiesen f; prado alpino|prados alpinos m
forest-hills: Wooded Hills|Wooded Hills n; colinas boscosas|colinas boscosas f; collines boisées|collines boisées f; Waldhügel|Waldhügel m; colinas arborizadas|colinas arborizadas f
sea-sunset: Sea View|Sea Views n; vista al mar|vistas al mar f; vue sur la mer|vues sur la mer f; Meeresblick|Meeresblicke m; vista para o mar|vistas para o mar f
lake: Lake|Lakes n; lago|lagos m; lac|lacs m; See|Seen m; lago|lagos m
`

const order: readonly Language[] = ['en-US', 'es', 'fr', 'de', 'pt-BR']

function parse(text: string): Record<Language, Record<string, Noun>> {
  const out = Object.fromEntries(order.map((l) => [l, {}])) as Record<
    Language,
    Record<string, Noun>
  >
  for (const line of text.trim().split('\n')) {
    const [key = '', rest = ''] = line.split(': ')
    rest.split('; ').forEach((form, i) => {
      const gender = form.slice(form.lastIndexOf(' ') + 1) as Gender
      const [one = '', many = ''] = form.slice(0, form.lastIndexOf(' ')).split('|')
      out[order[i] as Language][key] = noun(one, many, gender)
    })
  }
  return out
}

/** Subject key to noun, per language. */
export const subjectWords = parse(lines)
