import { adminA11ySweep } from './support/adminA11ySweep.ts'

// Colours do not change with the width: the dark theme is scanned on the desktop window only, as the
// public pages' is (a11y-dark.desktop.spec.ts). The light sweep runs in both windows.
adminA11ySweep('dark')
