export * from './constants'
export * from './error'
export * from './health'
export * from './messages'
