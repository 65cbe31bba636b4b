// One file per area; the tables reference users, never each other's files in a circle.
export * from './accounts'
export * from './catalog'
export * from './creations'
export * from './entitlements'
export * from './family'
export * from './preferences'
export * from './together'
export * from './works'
