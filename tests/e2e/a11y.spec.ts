import { a11ySuite } from './support/a11ySuite.ts'

// Light theme on the desktop and the phone window.
a11ySuite('light')
