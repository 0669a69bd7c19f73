import js from '@eslint/js'
import astro from 'eslint-plugin-astro'
import { defineConfig } from 'eslint/config'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

// Features (src/features/<name>, and the admin's src/features/admin/<name>) keep out of each other's
// insides; admin features share src/features/admin/shared; admin/app is the admin's composition root.
const publicFeatures = subfolders('./src/features').filter((name) => name !== 'admin')
const adminFeatures = subfolders('./src/features/admin').filter((name) => name !== 'shared' && name !== 'app')
const featureZones = [
  ...publicFeatures.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature; move what both need to src/components or src/lib.',
  })),
  ...adminFeatures.map((name) => ({
    target: `./src/features/admin/${name}`,
    from: './src/features',
    except: [`./admin/${name}`, './admin/shared'],
    message: 'An admin feature imports only itself and src/features/admin/shared.',
  })),
  { target: './src/features/admin/shared', from: './src/features', except: ['./admin/shared'], message: 'Shared admin code never imports a feature.' },
  { target: './src/features/admin/app', from: './src/features', except: ['./admin'], message: 'The admin shell composes admin features only.' },
  {
    target: ['./src/components', './src/lib', './src/shared', './src/layouts'],
    from: './src/features',
    message: 'Shared code never imports a feature.',
  },
  {
    target: ['./src/features', './src/components', './src/lib', './src/shared', './src/layouts', './src/pages'],
    from: './src/server',
    message: 'Browser and page code never imports server modules (pages get server data through Astro.locals).',
  },
]

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The borders between features, shared code and the server, on resolved file paths.
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }] },
  },
  {
    // Server-only modules by name, wherever they are.
    files: ['src/features/**', 'src/components/**', 'src/shared/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '*.server.ts'], message: 'Browser code must not import server modules.' }] }],
    },
  },

  // ---------------------------------------------------------------- .astro files
  // eslint-plugin-astro parses the frontmatter and <script> tags (as TypeScript); the rules above
  // apply to them too, plus the plugin's checks of directives and the template.
  ...astro.configs.recommended,
  {
    // The frontmatter runs on the server (at build or per request), so it may use *.server.ts helpers;
    // server modules stay out all the same: pages get server data through Astro.locals.
    files: ['**/*.astro'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'Pages get server data through Astro.locals, never by importing src/server.' }] }],
    },
  },
  {
    // Client <script>s of .astro files (pages and layouts included) run in the browser.
    files: ['**/*.astro/*.js', '**/*.astro/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '*.server.ts'], message: 'Browser code must not import server modules.' }] }],
    },
  },
)
