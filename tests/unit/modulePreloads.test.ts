import { describe, expect, it } from 'vitest'
import { addModulePreloads, staticModuleClosure } from '../../scripts/build/modulePreloads.ts'

const modules: Record<string, string> = {
  '/_astro/Island.a.js': 'import{t as e}from"./react.b.js";import"./side.c.js";const l=()=>import("./lazy.d.js");export*from"./shared.e.js"',
  '/_astro/react.b.js': 'import{x}from"./runtime.f.js";export const t=1',
  '/_astro/side.c.js': 'console.log(1)',
  '/_astro/lazy.d.js': 'import"./never.g.js"',
  '/_astro/shared.e.js': 'import { y } from "./runtime.f.js"',
  '/_astro/runtime.f.js': 'export const x=1',
  '/_astro/client.h.js': 'import{t}from"./react.b.js"',
  '/_astro/Later.i.js': 'import"./later-dep.j.js"',
}
const read = (url: string) => {
  const text = modules[url]
  if (text === undefined) throw new Error(`unexpected read of ${url}`)
  return text
}

const island = (client: string, component: string) =>
  `<astro-island uid="u" component-url="${component}" component-export="default" renderer-url="/_astro/client.h.js" ssr client="${client}" opts="{}"></astro-island>`

describe('staticModuleClosure', () => {
  it('follows static imports and re-exports once each, but not dynamic imports', () => {
    expect(staticModuleClosure(['/_astro/Island.a.js'], read)).toEqual(['/_astro/Island.a.js', '/_astro/react.b.js', '/_astro/side.c.js', '/_astro/shared.e.js', '/_astro/runtime.f.js'])
  })
})

describe('addModulePreloads', () => {
  it('lists every module of the islands hydrated on load, before </head>', () => {
    const html = `<html><head><title>x</title></head><body>${island('load', '/_astro/Island.a.js')}${island('idle', '/_astro/Later.i.js')}</body></html>`
    const out = addModulePreloads(html, read)
    const hrefs = [...out.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href)
    expect(hrefs).toEqual(['/_astro/Island.a.js', '/_astro/client.h.js', '/_astro/react.b.js', '/_astro/side.c.js', '/_astro/shared.e.js', '/_astro/runtime.f.js'])
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('</head>'))
    expect(out).not.toContain('href="/_astro/Later.i.js"')
    expect(out).not.toContain('later-dep')
  })

  it('leaves a page without load-time islands unchanged', () => {
    const html = `<html><head></head><body>${island('visible', '/_astro/Later.i.js')}</body></html>`
    expect(addModulePreloads(html, read)).toBe(html)
  })

  it("lists the modules a page's own scripts import, but not the scripts, which the page already names", () => {
    const html = `<html><head></head><body><script type="module" src="/_astro/Island.a.js"></script></body></html>`
    const hrefs = [...addModulePreloads(html, read).matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href)
    expect(hrefs).toEqual(['/_astro/react.b.js', '/_astro/side.c.js', '/_astro/shared.e.js', '/_astro/runtime.f.js'])
  })

  it('does not repeat a module the page already preloads', () => {
    const html = `<html><head><link rel="modulepreload" href="/_astro/react.b.js"></head><body>${island('load', '/_astro/Island.a.js')}</body></html>`
    expect(addModulePreloads(html, read).match(/react\.b\.js/g)).toHaveLength(1)
  })
})
