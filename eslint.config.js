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
    target: ['./src/features', './src/components', './src/lib', './src/shared', './src/layouts', './src/pages', './src/middleware.ts'],
    from: './src/server',
    message: 'Browser and page code never imports server modules (pages get server data through Astro.locals).',
  },
  {
    // src/shared is the code both sides run; src/lib is browser plumbing, like features, components,
    // layouts and pages.
    target: './src/server',
    from: './src',
    except: ['./server', './shared'],
    message: 'Server code imports only src/server and src/shared; move what both sides need to src/shared.',
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
    // The borders between features, shared code and the server, on resolved file paths; and no
    // import cycles (a cycle makes the order modules run in, and so what is defined, a matter of luck).
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] })],
      // Without these, import-x skips .ts/.tsx/.astro files and sees no cycle through them; .astro
      // dependencies are parsed with the linted .astro file's own parser (only .astro files import them).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.astro'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Server-only modules by name, wherever they are.
    files: ['src/features/**', 'src/components/**', 'src/shared/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '*.server.ts'], message: 'Browser code must not import server modules.' }] }],
    },
  },
  {
    // src/server/env.ts is the one place that reads the environment: it checks every variable once, at
    // start. src/middleware.ts is the exception: page code that cannot import src/server, reading the
    // port scripts/dev.ts hands `astro dev` (DEV_API_PORT), in development only.
    files: ['src/**'],
    ignores: ['src/server/env.ts', 'src/middleware.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment through src/server/env.ts.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']", message: 'Read the environment through src/server/env.ts.' },
      ],
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
