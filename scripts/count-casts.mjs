// `npm run count:casts`: counts type assertions in src (non-test, non-generated): as X (not as const), as unknown as X, and x!.
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
const root = path.resolve(import.meta.dirname, '..')
const ts = createRequire(path.join(root, 'package.json'))('typescript')
const files = []
const walk = (d) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name)
    if (e.isDirectory()) walk(p)
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/payload-types|migrations\//.test(p)) files.push(p)
  }
}
walk(path.join(root, 'src'))
let as = 0,
  unk = 0,
  bang = 0
const per = {}
for (const f of files) {
  const sf = ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true, f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const visit = (n) => {
    if (ts.isAsExpression(n) && !(ts.isTypeReferenceNode(n.type) && n.type.typeName.getText() === 'const')) {
      as++
      per[f] = (per[f] ?? 0) + 1
      if (ts.isAsExpression(n.expression) && n.expression.type.kind === ts.SyntaxKind.UnknownKeyword) unk++
    }
    if (ts.isNonNullExpression(n)) {
      bang++
      per[f] = (per[f] ?? 0) + 1
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
}
// "as unknown as X" counts once as a cast: the inner `as unknown` is not counted separately.
console.log(JSON.stringify({ files: files.length, as: as - unk, asUnknownAs: unk, nonNull: bang }))
if (process.argv.includes('--top'))
  console.log(
    Object.entries(per)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([f, n]) => `${n} ${path.relative(root, f)}`)
      .join('\n'),
  )
