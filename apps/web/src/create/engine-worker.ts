// The engine off the main thread: the page never blocks while a photo becomes a puzzle.
import '@huey/contracts/no-eval'
import { expose } from 'comlink'
import { engineApi } from './engine-api'

expose(engineApi)
