import { a11ySuite } from './support/a11ySuite.ts'

// Colours do not change with the width: the dark theme is scanned on the desktop window only.
a11ySuite('dark')
