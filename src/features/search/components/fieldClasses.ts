/** A filter's label or legend. */
export const fieldLabel = 'text-sm font-medium text-slate-800 dark:text-slate-200'
