/** A `tel:` link for a number as the operator wrote it (spaces and dashes dropped). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
