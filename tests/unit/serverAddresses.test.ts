import { describe, expect, it } from 'vitest'
import { translatedPathTarget } from '../../src/server/pathRedirects.ts'
import { siteUrlWarning } from '../../src/server/siteUrlCheck.ts'

describe('translated paths lead to the real pages', () => {
  it('maps the first segment in each language, keeping the prefix and the rest', () => {
    expect(translatedPathTarget('/en/properties')).toBe('/en/propiedades')
    expect(translatedPathTarget('/en/properties/casa-12')).toBe('/en/propiedades/casa-12')
    expect(translatedPathTarget('/en/about')).toBe('/en/sobre-nosotros')
    expect(translatedPathTarget('/pt/imoveis')).toBe('/pt/propiedades')
    expect(translatedPathTarget('/pt/contato')).toBe('/pt/contactanos')
    expect(translatedPathTarget('/contacto')).toBe('/contactanos')
    expect(translatedPathTarget('/en/Favorites')).toBe('/en/favoritos')
  })

  it('leaves real and unknown paths alone', () => {
    for (const path of ['/', '/en', '/en/propiedades', '/propiedades/properties', '/sale/quito', '/api/properties', '/fr/properties', '/en/nothing']) {
      expect(translatedPathTarget(path), path).toBeNull()
    }
  })
})

describe('the start-up check of PUBLIC_SITE_URL', () => {
  it('warns when a local site address names another port than the server listens on', () => {
    expect(siteUrlWarning('http://localhost:4321', 8080)).toContain('port 8080')
    expect(siteUrlWarning('http://127.0.0.1', 4321)).toContain('PUBLIC_SITE_URL')
  })
  it('is quiet when they agree or the address is public', () => {
    expect(siteUrlWarning('http://localhost:4321', 4321)).toBeNull()
    expect(siteUrlWarning('https://portal.example.com', 8080)).toBeNull()
  })
})
