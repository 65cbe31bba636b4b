import type { Catalogue } from '@huey/contracts'
import { esFamily } from './family-words'

/** Spanish: "tú" to the account's owner, as the app speaks; "usted" to a parent. */
export const es = {
  family: esFamily,
  mail: {
    hello: 'Hola:',
    consent: {
      subject: 'Confirme la cuenta de Huey de {{name}}',
      joined:
        '{{name}} ha creado una cuenta en Huey, una app para pintar por números, y ha dado su dirección de correo como la de su madre, padre o tutor.',
      meanwhile:
        'Los menores de 13 años necesitan el consentimiento de su madre, padre o tutor. Hasta que usted confirme, {{name}} puede colorear imágenes y convertir fotos en puzles en su propio dispositivo (la foto nunca sale de él), pero no puede comprar premium, compartir ni hacer un puzle de una foto en nuestros servidores.',
      link: 'Confirmar o rechazar (el enlace funciona una vez, durante 7 días)',
      deadline: 'Si no hace nada, la cuenta y sus datos se eliminarán pasados 14 días.',
    },
    notice: {
      subject: '{{name}} se ha unido a Huey',
      text: '{{name}} ha creado una cuenta en Huey, una app para pintar por números, y ha dado su dirección de correo como la de su madre, padre o tutor. No tiene que hacer nada.',
    },
    verify: {
      subject: 'Confirma tu dirección de correo para Huey',
      welcome: 'Te damos la bienvenida a Huey, {{name}}. Confirma que esta dirección es tuya.',
      link: 'Confirmar mi dirección (el enlace funciona una vez, durante 7 días)',
      ignore: 'Si no has creado una cuenta de Huey, ignora este correo: no pasará nada.',
    },
    existing: {
      subject: 'Alguien intentó crear una cuenta de Huey con tu dirección',
      tried:
        'Alguien (quizá tú) intentó crear una cuenta de Huey con esta dirección de correo, que ya tiene una. No se ha creado ninguna cuenta nueva.',
      signIn: 'Si fuiste tú, inicia sesión en {{link}}.',
      link: '¿Olvidaste tu contraseña? Restablécela aquí',
      ignore: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
    },
    reset: {
      subject: 'Restablece tu contraseña de Huey',
      asked:
        'Alguien (quizá tú) pidió restablecer la contraseña de la cuenta de Huey con esta dirección.',
      link: 'Elegir una contraseña nueva (el enlace funciona una vez, durante 1 hora)',
      signsOut: 'Al elegir una contraseña nueva se cerrará tu sesión en todos los dispositivos.',
      ignore: 'Si no lo pediste tú, ignora este correo: tu contraseña seguirá igual.',
    },
  },
  pages: {
    consent: {
      title: 'Confirme la cuenta de {{name}}',
      joined:
        '{{name}} se ha registrado en Huey, una app para pintar por números, y le ha indicado a usted como su madre, padre o tutor.',
      choice:
        '{{name}} ya puede colorear imágenes y convertir fotos en puzles en su propio dispositivo; la foto nunca sale de él. Si usted confirma, {{name}} también podrá comprar premium, compartir imágenes y, cuando su dispositivo sea lento, hacer un puzle de una foto en nuestros servidores (enviada reducida, sin su ubicación y sin guardarla). Si la rechaza, la cuenta y todo lo que contiene se eliminarán ahora.',
      confirm: 'Confirmar',
      decline: 'Rechazar y eliminar',
    },
    consentInvalid: {
      title: 'Este enlace ya no funciona',
      text: 'El enlace ya se usó, ha caducado o se sustituyó por uno más reciente. Si su hijo o hija aún necesita su consentimiento, puede enviarle un enlace nuevo desde su perfil en Huey.',
    },
    consentGiven: { title: 'Gracias', text: 'La cuenta está confirmada. ¡A pintar!' },
    consentDeclined: {
      title: 'Rechazada',
      text: 'La cuenta y todo lo que contenía se han eliminado.',
    },
    verified: {
      title: 'Tu correo está verificado',
      text: 'Gracias: tu dirección está confirmada.',
      link: 'Volver a Huey',
    },
    verifyUsed: {
      title: 'Este enlace ya se usó',
      text: 'La dirección ya se confirmó con él; no hace falta nada más.',
      link: 'Volver a Huey',
    },
    verifyExpired: {
      title: 'Este enlace ha caducado',
      text: 'El enlace tiene más de 7 días o se envió uno más reciente. Inicia sesión en Huey y elige "Enviar de nuevo" en tu perfil para recibir otro.',
      link: 'Abrir mi perfil',
    },
  },
} satisfies Catalogue
