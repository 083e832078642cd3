/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script that starts with
 * `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a background
 * thread. Without it each webpack module's function is compiled on the main thread the first time it
 * runs, which made most of the task that starts hydration (decision 0064). Only the chunks a site
 * page loads on its first visit get it: their code runs on load. The admin's, and chunks loaded
 * later, stay lazily compiled.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Webpack's entrypoints whose chunks a site page loads first: Next's bootstrap, its error boundary and the site's routes. */
export const loadsWithSitePages = (entrypoint: string) => entrypoint === 'main-app' || entrypoint === 'app/global-error' || entrypoint.startsWith('app/(site)/')

type Sources = { ConcatSource: new (...parts: unknown[]) => unknown }
type Compilation = {
  hooks: { processAssets: { tap: (options: { name: string; stage: number }, run: () => void) => void } }
  entrypoints: Map<string, { chunks: Iterable<{ files: Iterable<string> }> }>
  updateAsset: (file: string, update: (source: unknown) => unknown) => void
}
type Webpack = { sources: Sources; Compilation: { PROCESS_ASSETS_STAGE_DEV_TOOLING: number } }
type Compiler = { hooks: { thisCompilation: { tap: (name: string, run: (compilation: Compilation) => void) => void } } }

export class CompileHintsPlugin {
  constructor(private readonly webpack: Webpack) {}

  apply(compiler: Compiler) {
    const { sources, Compilation } = this.webpack
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which drops comments), before source maps and the content hashes.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 }, () => {
        const files = new Set<string>()
        for (const [name, entrypoint] of compilation.entrypoints) {
          if (!loadsWithSitePages(name)) continue
          for (const chunk of entrypoint.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
        }
        for (const file of files) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
      })
    })
  }
}
