/** The query parameter that opens the kit form: the picture's id. */
export const KIT_PARAM = 'kit'
