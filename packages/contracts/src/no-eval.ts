import { z } from 'zod'

// Imported for its effect, before any schema exists: zod decides when a schema is built whether
// it will compile a fast parser with `new Function`, and even its probe for that is reported as a
// violation of a Content-Security-Policy without 'unsafe-eval' (the web app's). Schemas then
// validate without compiling code.
z.config({ jitless: true })
