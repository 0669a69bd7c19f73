import { spawn } from 'node:child_process'

// Development: Astro's dev server for pages (hot reload) proxies /api and /uploads to the API
// server, which runs from source and restarts on change.
const api = spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.API_PORT ?? '4322' },
})
const site = spawn('npx', ['astro', 'dev'], { stdio: 'inherit', env: { ...process.env, DEV_API_PORT: process.env.API_PORT ?? '4322' } })
const stop = () => {
  api.kill('SIGTERM')
  site.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
