import { expect, test } from '@playwright/test'
import { MARIA, openAs, openMenuIfCollapsed } from './admin-fixtures.ts'
import { adminA11ySweep, seriousAxeFindings } from './support/adminA11ySweep.ts'

test.describe('admin languages', () => {
  test('the admin follows the stored language: English, then Portuguese from the sidebar selector', async ({ page }) => {
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('lang', 'en'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByLabel('Email address').fill('nope')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()

    await openAs(page, MARIA, '/admin/propiedades')
    await expect(page.getByRole('heading', { level: 1, name: 'My Properties' })).toBeVisible()
    await openMenuIfCollapsed(page)
    await page.getByLabel('Language').selectOption('pt')
    await expect(page.getByRole('heading', { level: 1, name: 'Meus Imóveis' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('pt')
    await page.goto('/admin/propiedades/crear')
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar imóvel' })).toBeVisible()
    await page.getByRole('button', { name: 'Cadastrar imóvel' }).click()
    await expect(page.getByText('Foram encontrados 8 erros. Revise o formulário.')).toBeVisible()
  })

  test('before its code arrives, the admin says it is loading in the stored language, and only in it', async ({ page }) => {
    // The island's code never comes: the page stays on what the server sent.
    await page.route(/\/_astro\/AdminApp\.[^/]*\.js$/, (route) => route.abort())
    await page.goto('/login')
    await expect(page.getByText('Cargando el panel…')).toBeVisible()
    await expect(page.getByText('Loading the admin…')).toBeHidden()
    await expect(page).toHaveTitle('Panel · Inmobiliaria')
    await page.evaluate(() => localStorage.setItem('lang', 'pt'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(page.getByText('Carregando o painel…')).toBeVisible()
    await expect(page.getByText('Cargando el panel…')).toBeHidden()
    await expect(page.getByText('Loading the admin…')).toBeHidden()
  })
})

test.describe('admin accessibility', () => {
  test('the login screen has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousAxeFindings(page)).toEqual([])
  })
})

// Light theme in both windows; the dark one in admin-a11y-dark.desktop.spec.ts.
adminA11ySweep('light')
