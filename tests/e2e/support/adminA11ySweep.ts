import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { openAs, SUPERADMIN } from '../admin-fixtures.ts'

const SCREENS = [
  { path: '/admin/dashboard', heading: 'Dashboard' },
  { path: '/admin/propiedades', heading: 'Todas las Propiedades' },
  { path: '/admin/propiedades/crear', heading: 'Crear propiedad' },
  { path: '/admin/consultas', heading: 'Consultas' },
  { path: '/admin/property-types', heading: 'Tipos de Propiedad' },
  { path: '/admin/anunciantes', heading: 'Anunciantes por aprobar' },
  { path: '/admin/perfil', heading: 'Mi perfil' },
  { path: '/admin/usuarios', heading: 'Usuarios' },
  { path: '/admin/usuarios/crear', heading: 'Crear usuario' },
  { path: '/admin/monedas', heading: 'Monedas' },
  { path: '/admin/correo', heading: 'Correo' },
  { path: '/admin/reportes', heading: 'Reportes' },
  { path: '/admin/actividad', heading: 'Actividad' },
  { path: '/admin/sitio', heading: 'Sitio' },
]

/** axe-core's serious and critical findings on the page, each with the elements it found. */
export async function seriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Every admin screen scanned by axe in one theme, as the superadmin sees it. The scans only read, so
 * the tests may spread over the workers (each has its own server and database).
 */
export function adminA11ySweep(theme: 'light' | 'dark') {
  test.describe(`admin accessibility, ${theme} theme`, () => {
    test.describe.configure({ mode: 'parallel' })

    // Two screens a test. A test that swept all fourteen ran past 150 s on a loaded CI machine, and
    // so did one of four (2026-12-01): there axe took up to 18 s a screen and opening "Crear
    // propiedad" (its map included) more than 30 s. A smaller test is also a smaller retry.
    const groups = Array.from({ length: Math.ceil(SCREENS.length / 2) }, (_, i) => SCREENS.slice(i * 2, i * 2 + 2))
    for (const group of groups) {
      test(`${group.map((screen) => screen.heading).join(', ')} have no serious or critical axe violation`, async ({ page }) => {
        test.setTimeout(180_000)
        await openAs(page, SUPERADMIN, '/admin/dashboard')
        await page.evaluate((value) => localStorage.setItem('theme', value), theme)
        for (const screen of group) {
          await page.goto(screen.path)
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
          await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
          if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/)
          expect(await seriousAxeFindings(page), `${theme} ${screen.path}`).toEqual([])
        }
      })
    }
  })
}
