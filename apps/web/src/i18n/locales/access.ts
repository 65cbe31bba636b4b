/**
 * What keyboard and screen reader users are told: painting with the keyboard on the colouring
 * screen, and the skip link past a page's filters. Each language's catalogue takes its own groups.
 */
export const accessEnUS = {
  keyboardPaint: {
    help: 'Arrow keys move between regions; Enter or Space paints the marked one.',
    colour: 'Colour {{number}} here.',
    painted: 'Painted.',
  },
  skipLink: { toPictures: 'Skip to the pictures', toContent: 'Skip to the content' },
}

export const accessEs: typeof accessEnUS = {
  keyboardPaint: {
    help: 'Las flechas mueven entre regiones; Intro o Espacio pinta la marcada.',
    colour: 'Aquí va el color {{number}}.',
    painted: 'Pintada.',
  },
  skipLink: { toPictures: 'Ir a los dibujos', toContent: 'Ir al contenido' },
}

export const accessFr: typeof accessEnUS = {
  keyboardPaint: {
    help: 'Les flèches passent d’une zone à l’autre ; Entrée ou Espace peint celle qui est marquée.',
    colour: 'Couleur {{number}} ici.',
    painted: 'Peinte.',
  },
  skipLink: { toPictures: 'Aller aux images', toContent: 'Aller au contenu' },
}

export const accessDe: typeof accessEnUS = {
  keyboardPaint: {
    help: 'Pfeiltasten wechseln zwischen Flächen; Eingabe oder Leertaste malt die markierte aus.',
    colour: 'Hier Farbe {{number}}.',
    painted: 'Ausgemalt.',
  },
  skipLink: { toPictures: 'Zu den Bildern springen', toContent: 'Zum Inhalt springen' },
}

export const accessPtBR: typeof accessEnUS = {
  keyboardPaint: {
    help: 'As setas passam de uma região a outra; Enter ou Espaço pinta a marcada.',
    colour: 'Aqui vai a cor {{number}}.',
    painted: 'Pintada.',
  },
  skipLink: { toPictures: 'Pular para os desenhos', toContent: 'Pular para o conteúdo' },
}
