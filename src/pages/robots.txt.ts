import type { APIRoute } from 'astro'

export const GET: APIRoute = ({ site }) => {
  const origin = (site?.toString() ?? 'http://localhost:4321/').replace(/\/$/, '')
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
