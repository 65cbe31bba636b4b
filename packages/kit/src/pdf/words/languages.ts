import { english, type KitText } from './english'

const spanish: KitText = {
  documentTitle: 'Kit de pintura',
  previewHeading: 'Kit de pintura: el cuadro terminado',
  previewLine: 'Lienzo de {canvas}, imagen de {picture}, {colours} colores {mode}',
  previewMix: 'mezclados a partir de {set}',
  previewRestrict: 'con las pinturas de {set}',
  legendHeading: 'Kit de pintura: leyenda',
  legendLine: 'Lienzo de {canvas}, {set}, {mode}',
  legendMix: 'modo mezcla: cada color se mezcla con el set',
  legendRestrict: 'modo limitado: cada número es una pintura del set',
  amounts:
    'Cantidades: área x {mlPerCm2} ml por cm² y capa (1 ml cubre unos {cm2PerMl} cm²); los colores más claros que L* {lightL} llevan dos capas,',
  amountsWhy:
    'para que no se transparenten las líneas impresas (claro sobre oscuro); redondeado a los {step} ml siguientes.',
  share: '{percent} % del área',
  twoCoats: '{ml} (2 capas)',
  mixName: 'Mezcla {number}',
  mix: 'Mezcla: {recipe}',
  mixParts: '= {parts}; la mezcla está a {deltaE} CIEDE2000 del color pedido',
  alone: '{paint} sola',
  touch: 'un toque de {paint}',
  onePart: '1 parte de {paint}',
  parts: '{count} partes de {paint}',
  paintsToHave: 'Pinturas del set necesarias para todas las mezclas:',
  sheet:
    'Hoja {name} de A1-{last} (columna {col} de {cols}, fila {row} de {rows}): x {x}, y {y} desde arriba a la izquierda; las hojas se solapan {overlap} mm',
}

const french: KitText = {
  documentTitle: 'Kit de peinture',
  previewHeading: 'Kit de peinture : le tableau terminé',
  previewLine: 'Toile de {canvas}, image de {picture}, {colours} couleurs {mode}',
  previewMix: 'mélangées à partir de {set}',
  previewRestrict: 'avec les peintures de {set}',
  legendHeading: 'Kit de peinture : légende',
  legendLine: 'Toile de {canvas}, {set}, {mode}',
  legendMix: 'mode mélange : chaque couleur est mélangée à partir du coffret',
  legendRestrict: 'mode restreint : chaque numéro est une peinture du coffret',
  amounts:
    'Quantités : surface x {mlPerCm2} ml par cm² et par couche (1 ml couvre environ {cm2PerMl} cm²) ; les couleurs plus claires que L* {lightL} ont deux couches,',
  amountsWhy:
    'pour que les lignes imprimées ne transparaissent pas (clair sur foncé) ; arrondi aux {step} ml supérieurs.',
  share: '{percent} % de la surface',
  twoCoats: '{ml} (2 couches)',
  mixName: 'Mélange {number}',
  mix: 'Mélange : {recipe}',
  mixParts: '= {parts} ; le mélange est à {deltaE} CIEDE2000 de la couleur demandée',
  alone: '{paint} seul',
  touch: 'une pointe de {paint}',
  onePart: '1 part de {paint}',
  parts: '{count} parts de {paint}',
  paintsToHave: 'Peintures du coffret à prévoir pour tous les mélanges :',
  sheet:
    'Feuille {name} de A1-{last} (colonne {col} sur {cols}, rangée {row} sur {rows}) : x {x}, y {y} depuis le coin supérieur gauche ; les feuilles se chevauchent de {overlap} mm',
}

const german: KitText = {
  documentTitle: 'Malset',
  previewHeading: 'Malset: das fertige Bild',
  previewLine: 'Leinwand {canvas}, Bild {picture}, {colours} Farben {mode}',
  previewMix: 'gemischt aus {set}',
  previewRestrict: 'mit den Farben aus {set}',
  legendHeading: 'Malset: Legende',
  legendLine: 'Leinwand {canvas}, {set}, {mode}',
  legendMix: 'Mischmodus: jede Farbe aus dem Set gemischt',
  legendRestrict: 'Set-Modus: jede Zahl ist eine Farbe aus dem Set',
  amounts:
    'Mengen: Fläche x {mlPerCm2} ml pro cm² und Schicht (1 ml reicht für etwa {cm2PerMl} cm²); Farben heller als L* {lightL} bekommen zwei Schichten,',
  amountsWhy:
    'damit die gedruckten Linien nicht durchscheinen (hell auf dunkel); aufgerundet auf die nächsten {step} ml.',
  share: '{percent} % der Fläche',
  twoCoats: '{ml} (2 Schichten)',
  mixName: 'Mischung {number}',
  mix: 'Mischung: {recipe}',
  mixParts: '= {parts}; die Mischung liegt {deltaE} CIEDE2000 von der gewünschten Farbe entfernt',
  alone: '{paint} pur',
  touch: 'ein Hauch {paint}',
  onePart: '1 Teil {paint}',
  parts: '{count} Teile {paint}',
  paintsToHave: 'Farben aus dem Set, die du für alle Mischungen brauchst:',
  sheet:
    'Blatt {name} von A1-{last} (Spalte {col} von {cols}, Zeile {row} von {rows}): x {x}, y {y} von links oben; die Blätter überlappen um {overlap} mm',
}

const portuguese: KitText = {
  documentTitle: 'Kit de pintura',
  previewHeading: 'Kit de pintura: o quadro pronto',
  previewLine: 'Tela de {canvas}, imagem de {picture}, {colours} cores {mode}',
  previewMix: 'misturadas a partir de {set}',
  previewRestrict: 'com as tintas de {set}',
  legendHeading: 'Kit de pintura: legenda',
  legendLine: 'Tela de {canvas}, {set}, {mode}',
  legendMix: 'modo mistura: cada cor misturada a partir do conjunto',
  legendRestrict: 'modo restrito: cada número é uma tinta do conjunto',
  amounts:
    'Quantidades: área x {mlPerCm2} ml por cm² por demão (1 ml cobre cerca de {cm2PerMl} cm²); cores mais claras que L* {lightL} levam duas demãos,',
  amountsWhy:
    'para que as linhas impressas não apareçam (claro sobre escuro); arredondado para os {step} ml seguintes.',
  share: '{percent}% da área',
  twoCoats: '{ml} (2 demãos)',
  mixName: 'Mistura {number}',
  mix: 'Mistura: {recipe}',
  mixParts: '= {parts}; a mistura fica a {deltaE} CIEDE2000 da cor pedida',
  alone: '{paint} pura',
  touch: 'um toque de {paint}',
  onePart: '1 parte de {paint}',
  parts: '{count} partes de {paint}',
  paintsToHave: 'Tintas do conjunto necessárias para todas as misturas:',
  sheet:
    'Folha {name} de A1-{last} (coluna {col} de {cols}, linha {row} de {rows}): x {x}, y {y} a partir do canto superior esquerdo; as folhas se sobrepõem em {overlap} mm',
}

/** The languages a kit is printed in, as the app names them (BCP 47). */
export const kitTexts: Readonly<Record<string, KitText>> = {
  'en-US': english,
  es: spanish,
  fr: french,
  de: german,
  'pt-BR': portuguese,
}
