/**
 * What the app says after an account changes on this device (log-out, deletion, a session ended
 * elsewhere, a subscription), in every language; each language's catalogue takes its own group.
 */
export const noticesEnUS = {
  loggedOut: 'You are logged out. This device no longer keeps that account’s paintings.',
  deleted: 'Your account is deleted, and its paintings are gone from this device.',
  signedOutElsewhere:
    'You were signed out: your password changed or this device was signed out elsewhere. Sign in again to carry on.',
  accountGone: 'This account was deleted, so its paintings are gone from this device.',
  signedInPitch:
    'Signed in as {{name}}: your paintings are kept on every device. <myWorks>Go to My works</myWorks>',
  afterSignUp:
    'Your account is made. We sent a link to {{email}} to confirm the address. Now sign in with your password.',
}

export const noticesEs: typeof noticesEnUS = {
  loggedOut: 'Cerraste sesión. Este dispositivo ya no guarda las pinturas de esa cuenta.',
  deleted: 'Tu cuenta se eliminó y sus pinturas ya no están en este dispositivo.',
  signedOutElsewhere:
    'Se cerró tu sesión: cambió tu contraseña o se cerró la sesión de este dispositivo desde otro. Vuelve a iniciar sesión para seguir.',
  accountGone: 'Esta cuenta se eliminó, así que sus pinturas ya no están en este dispositivo.',
  signedInPitch:
    'Sesión iniciada como {{name}}: tus pinturas se guardan en todos tus dispositivos. <myWorks>Ir a Mis obras</myWorks>',
  afterSignUp:
    'Tu cuenta está creada. Enviamos un enlace a {{email}} para confirmar la dirección. Ahora inicia sesión con tu contraseña.',
}

export const noticesFr: typeof noticesEnUS = {
  loggedOut: 'Tu es déconnecté. Cet appareil ne garde plus les peintures de ce compte.',
  deleted: 'Ton compte est supprimé et ses peintures ne sont plus sur cet appareil.',
  signedOutElsewhere:
    'Tu as été déconnecté : ton mot de passe a changé ou cet appareil a été déconnecté depuis un autre. Reconnecte-toi pour continuer.',
  accountGone: 'Ce compte a été supprimé : ses peintures ne sont plus sur cet appareil.',
  signedInPitch:
    'Connecté en tant que {{name}} : tes peintures sont gardées sur tous tes appareils. <myWorks>Aller à Mes œuvres</myWorks>',
  afterSignUp:
    'Ton compte est créé. Nous avons envoyé un lien à {{email}} pour confirmer l’adresse. Connecte-toi maintenant avec ton mot de passe.',
}

export const noticesDe: typeof noticesEnUS = {
  loggedOut: 'Du bist abgemeldet. Dieses Gerät behält die Bilder dieses Kontos nicht mehr.',
  deleted: 'Dein Konto ist gelöscht, und seine Bilder sind nicht mehr auf diesem Gerät.',
  signedOutElsewhere:
    'Du wurdest abgemeldet: Dein Passwort wurde geändert oder dieses Gerät wurde anderswo abgemeldet. Melde dich wieder an, um weiterzumachen.',
  accountGone: 'Dieses Konto wurde gelöscht, daher sind seine Bilder nicht mehr auf diesem Gerät.',
  signedInPitch:
    'Angemeldet als {{name}}: Deine Bilder sind auf allen Geräten. <myWorks>Zu meinen Werken</myWorks>',
  afterSignUp:
    'Dein Konto ist erstellt. Wir haben einen Link an {{email}} geschickt, um die Adresse zu bestätigen. Melde dich jetzt mit deinem Passwort an.',
}

export const noticesPtBR: typeof noticesEnUS = {
  loggedOut: 'Você saiu. Este dispositivo não guarda mais as pinturas dessa conta.',
  deleted: 'Sua conta foi excluída e as pinturas dela não estão mais neste dispositivo.',
  signedOutElsewhere:
    'Sua sessão foi encerrada: sua senha mudou ou este dispositivo foi desconectado em outro lugar. Entre de novo para continuar.',
  accountGone: 'Esta conta foi excluída, então as pinturas dela não estão mais neste dispositivo.',
  signedInPitch:
    'Conectado como {{name}}: suas pinturas ficam em todos os seus dispositivos. <myWorks>Ir para Minhas obras</myWorks>',
  afterSignUp:
    'Sua conta foi criada. Enviamos um link para {{email}} para confirmar o endereço. Agora entre com sua senha.',
}
