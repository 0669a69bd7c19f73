/** Whether a header link leads to the page at `path` or to a page below it. */
export const isCurrentPath = (path: string, href: string) => path === href || (href !== '/' && path.startsWith(`${href}/`))
