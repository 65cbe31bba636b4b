import { z } from 'zod'
import { parentConsentSchema } from './auth'

/** Age from which an account may act as a parent (see a child's data, withdraw consent). */
export const PARENT_MIN_AGE = 18

/** The server's answers about a family, in English; the app shows each in the reader's language. */
export const familyMessages = {
  notYourChild: 'This account is not one of your children.',
  parentMustBeVerified: 'Confirm your own e-mail address first, then your family appears here.',
  parentMustBeAdult: 'Only an adult account can look after a family.',
  consentWithdrawn: "Consent is withdrawn. The child's account is back to waiting for a parent.",
  childDeleted: "The child's account and everything in it are deleted.",
  parentChangeMailSent:
    'We sent an e-mail to your parent at the current address: the new address is used once they agree.',
} as const

const isoDateTime = z.iso.datetime({ offset: true })

/** A child's painting as their parent sees it: how far along, and when it last changed. */
export const familyWorkSchema = z.object({
  imageId: z.string(),
  title: z.string(),
  filledCount: z.number().int(),
  regionCount: z.number().int().nullable(),
  completedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
})
export type FamilyWork = z.infer<typeof familyWorkSchema>

export const familySessionSchema = z.object({
  device: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime,
})

/** One child of the signed-in parent, with what the child's account holds. */
export const familyChildSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  birthdate: z.iso.date().nullable(),
  parentConsent: parentConsentSchema,
  premium: z.boolean(),
  createdAt: isoDateTime,
  works: z.array(familyWorkSchema),
  creationCount: z.number().int(),
  sessions: z.array(familySessionSchema),
})
export type FamilyChild = z.infer<typeof familyChildSchema>

export const familyResponseSchema = z.object({ children: z.array(familyChildSchema) })
export type FamilyResponse = z.infer<typeof familyResponseSchema>

export const childParamsSchema = z.object({
  childId: z.uuid({ message: 'childId must be an account id.' }),
})

/** A painting in a child's data download: its progress and the puzzle to draw it from. */
export const exportedWorkSchema = z.object({
  imageId: z.string(),
  title: z.string(),
  filled: z.array(z.number().int()),
  completedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
  /** The puzzle as SVG, so the painting can be drawn without asking the catalogue (null: gone). */
  svgData: z.string().nullable(),
})
export type ExportedWork = z.infer<typeof exportedWorkSchema>

/** Everything the server keeps about a child, as their parent downloads it. */
export const childExportSchema = z.object({
  exportedAt: isoDateTime,
  account: z.object({
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    birthdate: z.iso.date().nullable(),
    parentEmail: z.string().nullable(),
    parentConsent: parentConsentSchema,
    emailVerified: z.boolean(),
    createdAt: isoDateTime,
    signInWith: z.array(z.string()),
    language: z.string().nullable(),
  }),
  premium: z.array(
    z.object({
      source: z.string(),
      productId: z.string(),
      status: z.string(),
      expiresAt: isoDateTime.nullable(),
    }),
  ),
  sessions: z.array(familySessionSchema),
  works: z.array(exportedWorkSchema),
  creations: z.array(z.object({ imageId: z.string(), title: z.string(), createdAt: isoDateTime })),
})
export type ChildExport = z.infer<typeof childExportSchema>
