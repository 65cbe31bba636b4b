// The kit off the main thread: a PDF of thousands of paths never blocks the page.
import { expose } from 'comlink'
import { kitApi } from './kit-api'

expose(kitApi)
