/** The Family page, the profile's way to it and the sign-up's age question (see en-us-family.ts). */
export const esFamily = {
  family: {
    title: 'Familia',
    lede: 'Las cuentas de tus hijos: lo que guarda cada una y tus derechos sobre ellas en todo momento.',
    none: 'Ningún niño ha indicado todavía tu correo como el de su padre o madre. Cuando alguno lo haga, su cuenta aparecerá aquí.',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
    consent: { granted: 'Consentimiento dado', pending: 'Esperando tu consentimiento' },
    premium: 'Premium',
    free: 'Plan gratuito',
    born: 'Nació el {{date}}',
    joined: 'Se unió el {{date}}',
    paintings: 'Pinturas',
    noPaintings: 'Todavía no hay pinturas.',
    progress: '{{filled}} de {{total}} zonas pintadas',
    progressOpen: '{{filled}} zonas pintadas',
    done: 'Terminada',
    creations: 'Puzles hechos con fotos: {{count}}',
    sessions: 'Sesión iniciada en',
    noSessions: 'No ha iniciado sesión en ningún dispositivo.',
    lastUsed: '{{device}}, usado por última vez el {{date}}',
    download: 'Descargar datos',
    downloadHint:
      'Un archivo zip: todo lo que guardamos de la cuenta en JSON y cada pintura en PNG.',
    withdraw: 'Retirar el consentimiento',
    withdrawTitle: '¿Retirar el consentimiento para {{name}}?',
    withdrawText:
      '{{name}} puede seguir coloreando en sus dispositivos, pero ya no puede comprar premium ni pintar con otros. Si no vuelves a dar tu consentimiento en 14 días, la cuenta y sus datos se eliminan.',
    delete: 'Eliminar la cuenta',
    deleteTitle: '¿Eliminar la cuenta de {{name}}?',
    deleteText:
      'Esto elimina ahora la cuenta, las pinturas, el progreso y las sesiones de {{name}}. No se puede deshacer.',
    confirmWithdraw: 'Retirar el consentimiento',
    confirmDelete: 'Eliminar todo',
    open: 'Familia',
    openText: 'Mira las cuentas y pinturas de tus hijos, descarga o elimina sus datos.',
    server: {
      notYourChild: 'Esta cuenta no es de uno de tus hijos.',
      parentMustBeVerified:
        'Confirma primero tu propia dirección de correo y tu familia aparecerá aquí.',
      parentMustBeAdult: 'Solo una cuenta de adulto puede ocuparse de una familia.',
      consentWithdrawn:
        'Consentimiento retirado. La cuenta del niño vuelve a esperar a un padre o una madre.',
      childDeleted: 'La cuenta del niño y todo su contenido se han eliminado.',
      parentChangeMailSent:
        'Enviamos un correo a tu padre o madre a la dirección actual: la nueva dirección se usará cuando lo acepte.',
    },
  },
  ageGate: {
    question: '¿Cuándo naciste?',
    why: 'Se lo preguntamos a todos, una vez.',
    next: 'Continuar',
    given: 'Fecha de nacimiento: {{date}}',
  },
  together: {
    start: 'Pintar juntos',
    title: 'Pintando juntos',
    code: 'Código:',
    link: 'Enlace de invitación',
    painters: 'Pintores',
    you: '{{name}} (tú)',
    offline: 'Sin conexión: sigue pintando, tu pintura se envía cuando vuelvas.',
    ended: 'Esta invitación ha terminado.',
    react: 'Enviar {{emoji}}',
    leave: 'Dejar de pintar juntos',
    failed: 'Pintar juntos no está disponible ahora. Inténtalo de nuevo.',
    server: {
      notFound: 'Esta invitación no existe o ha caducado.',
      full: 'Ya hay ocho pintores pintando este dibujo.',
      childNotFamily: 'Un niño solo puede pintar junto con su familia.',
      consentNeeded: 'Hace falta el consentimiento de un padre o una madre para pintar juntos.',
    },
  },
}
