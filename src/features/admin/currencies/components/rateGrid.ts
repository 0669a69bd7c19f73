/** The same four columns (currency, rate, date set, action) for the header and every row, from md up. */
export const RATE_GRID = 'md:grid md:grid-cols-[minmax(12rem,1.2fr)_minmax(14rem,1.5fr)_minmax(10rem,1fr)_auto] md:items-start md:gap-4'
