import type { LocaleMessages } from './en-us'

/** Brazilian Portuguese, in the familiar « você », friendly enough for a child to read. */
export const ptBR = {
  common: {
    appName: 'Huey',
    close: 'Fechar',
    cancel: 'Cancelar',
    retry: 'Tentar de novo',
    loading: 'Carregando…',
  },
  tabs: {
    home: 'Galeria',
    dailyImages: 'Do dia',
    create: 'Criar',
    myWorks: 'Minhas obras',
    profile: 'Perfil',
    label: 'Principal',
  },
  titles: {
    landing: 'Boas-vindas',
    home: 'Galeria',
    myWorks: 'Minhas obras',
    dailyImages: 'Do dia',
    create: 'Criar',
    signIn: 'Entrar',
    signUp: 'Criar conta',
    profile: 'Perfil',
  },
  landing: {
    headline: 'Pinte por números, com calma.',
    lede: 'Desenhos lindos divididos em áreas numeradas. Escolha uma cor, toque e veja sua pintura ganhar vida.',
    start: 'Começar a pintar',
    usePhoto: 'Usar minha foto',
    accountPitch:
      '<signIn>Entre</signIn> ou <signUp>crie uma conta grátis</signUp> para ter suas pinturas em todos os seus aparelhos.',
    heroAlt: 'Um desenho meio colorido por números',
    features: {
      regionsTitle: 'Centenas de áreas, um toque em cada',
      regionsText: 'Escolha um número, toque nas áreas dele e veja o desenho aparecer.',
      photosTitle: 'Suas fotos, seus quebra-cabeças',
      photosText:
        'Transforme uma foto em um quebra-cabeça em segundos. Ela nunca sai do seu aparelho.',
      dailyTitle: 'Um desenho novo todo dia',
      dailyText: 'Algo novo para colorir toda manhã.',
      savedTitle: 'Nenhuma pincelada se perde',
      savedText:
        'Seu progresso é salvo enquanto você pinta e sincronizado quando você entra na conta.',
    },
  },
  language: {
    label: 'Idioma',
    hint: 'O Huey segue o idioma do seu aparelho até você escolher um aqui.',
  },
  update: {
    available: 'Uma nova versão do Huey está pronta.',
    reload: 'Recarregar',
    later: 'Depois',
  },
  auth: {
    validation: {
      signUpRequired: 'E-mail, senha, nome e data de nascimento são obrigatórios.',
      signInRequired: 'E-mail e senha são obrigatórios.',
      notLoggedIn: 'Você não entrou na sua conta.',
      noUserIdForAgeVerification: 'Nenhum usuário informado para verificar a idade.',
      facebookNoAccessToken: 'Não foi possível entrar com o Facebook: nenhum token de acesso.',
      googleNoIdToken: 'Não foi possível entrar com o Google: nenhum token de identidade recebido.',
    },
    operations: {
      facebook: {
        serverError: 'Ocorreu um erro ao entrar com o Facebook.',
        unexpected: 'Ocorreu um erro inesperado ao entrar com o Facebook.',
      },
      google: {
        serverError: 'Ocorreu um erro ao entrar com o Google.',
        unexpected: 'Ocorreu um erro inesperado ao entrar com o Google.',
      },
      signUp: {
        serverError: 'Ocorreu um erro ao criar a conta.',
        unexpected: 'Ocorreu um erro inesperado ao criar a conta.',
      },
      signIn: {
        serverError: 'Ocorreu um erro ao entrar.',
        unexpected: 'Ocorreu um erro inesperado ao entrar.',
      },
      upgrade: {
        serverError: 'Ocorreu um erro ao mudar para o premium.',
        unexpected: 'Ocorreu um erro inesperado ao mudar para o premium.',
      },
      deleteAccount: {
        serverError: 'Ocorreu um erro ao excluir a conta.',
        unexpected: 'Ocorreu um erro inesperado ao excluir a conta.',
      },
      verifyAge: {
        serverError: 'Não foi possível verificar a idade.',
        unexpected: 'Ocorreu um erro inesperado ao verificar a idade.',
      },
      parentEmail: {
        serverError: 'Não conseguimos enviar o e-mail para o seu responsável.',
        unexpected: 'Ocorreu um erro inesperado ao enviar o e-mail para o seu responsável.',
      },
      resendConsent: {
        serverError: 'Não conseguimos reenviar o e-mail para o seu responsável.',
        unexpected: 'Ocorreu um erro inesperado ao reenviar o e-mail para o seu responsável.',
      },
    },
    signUpSuccess: 'Conta criada. Agora é só entrar.',
  },
  gallery: {
    title: 'Galeria',
    offline: 'Você está sem internet. Os desenhos que você já viu continuam aqui.',
    allPictures: 'Todos os desenhos',
    emptyBrowsing: 'Ainda não há desenhos aqui.',
    emptyFiltered: 'Nenhum desenho encontrado. Tente outras palavras ou filtros.',
    credits:
      'Desenhos feitos com ilustrações de <fluent>Fluent Emoji</fluent> (© Microsoft, MIT) e <noto>Noto Emoji</noto> (© Google, Apache 2.0).',
    search: 'Buscar desenhos',
    categories: 'Categorias',
    all: 'Todos',
    difficulty: 'Dificuldade',
    anyLevel: 'Qualquer nível',
    myProgress: 'Meu progresso',
  },
  difficulty: { easy: 'Fácil', medium: 'Médio', hard: 'Difícil' },
  status: { new: 'A fazer', inProgress: 'Começado', done: 'Concluído' },
  picture: {
    new: 'Novo',
    premium: 'Premium',
    painted: '{{percent}} pintado',
  },
  daily: {
    title: 'Desenhos do dia',
    intro:
      'Um desenho novo para colorir todo dia. A última semana é grátis; o arquivo vem com o premium.',
    failed: 'Não foi possível carregar os desenhos do dia. Verifique sua conexão.',
    today: 'Hoje, {{date}}',
  },
  server: {
    emailTaken: 'Já existe uma conta com este e-mail.',
    parentEmailRequired: 'Para menores de 13 anos, o e-mail de um responsável é obrigatório.',
    invalidCredentials: 'E-mail ou senha incorretos.',
    sessionExpired: 'Sua sessão expirou. Entre de novo.',
    consentRequiredToUpgrade:
      'É preciso a autorização do seu responsável para mudar para o premium.',
    consentPending: 'A autorização do seu responsável ainda está pendente.',
    consentRequiredToUpload: 'É preciso a autorização do seu responsável para enviar fotos.',
    parentEmailSameAsOwn: 'O e-mail do seu responsável precisa ser diferente do seu.',
    consentMailFailed: 'Não conseguimos enviar o e-mail para o seu responsável. Tente de novo.',
    consentMailSent: 'Enviamos um e-mail para o seu responsável confirmar sua conta.',
    consentNotNeeded: 'Esta conta não precisa da autorização de um responsável.',
    consentNotPending: 'Não há nenhuma autorização esperando para ser reenviada.',
    birthdateNeededFirst: 'Primeiro, conte para a gente sua data de nascimento.',
    premiumPicture: 'Este desenho é para membros premium.',
    noSubscription: 'Nenhuma assinatura ativa foi encontrada.',
    notFound: 'Não encontrado.',
    invalidAddress: 'O endereço tem caracteres que não são permitidos.',
    invalidCharacters: 'A solicitação tem caracteres que não são permitidos.',
    tooManyRequests: 'Muitas tentativas. Tente de novo mais tarde.',
    internal: 'Algo deu errado do nosso lado. Tente de novo.',
    verificationMailSent: 'Enviamos um e-mail para confirmar seu endereço.',
    emailAlreadyVerified: 'Seu endereço de e-mail já está verificado.',
    resetMailSent:
      'Se houver uma conta com este endereço, enviamos a ela um link para escolher uma nova senha.',
    resetLinkDead: 'Este link não funciona mais. Peça um novo.',
    passwordReset: 'Sua senha foi alterada. Entre novamente.',
    passwordChanged: 'Sua senha foi alterada. Seus outros dispositivos foram desconectados.',
    wrongCurrentPassword: 'A senha atual não está certa.',
    noPasswordYet: "Esta conta não tem senha. Use 'Esqueci a senha' para criar uma.",
    signedOutEverywhere: 'Sessão encerrada em todos os dispositivos.',
    sessionSignedOut: 'Esse dispositivo foi desconectado.',
  },
} satisfies LocaleMessages
