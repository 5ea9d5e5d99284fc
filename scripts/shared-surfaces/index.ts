/**
 * Shared singletons the apps reach through a narrow surface (see react-router-dom.ts): webpack resolves
 * the package name to the surface file, and a build stops when the app imports a name the surface lacks.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Package name -> its surface file in this folder. */
const SURFACES: Record<string, string> = {
  'react-router-dom': 'react-router-dom.ts',
  '@tanstack/react-query': 'tanstack-react-query.ts',
};

const namedImports = (text: string, from: string): string[] =>
  [...text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g'))].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim()),
  );

function sourceTexts(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceTexts(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      out.push(fs.readFileSync(full, 'utf8'));
  }
  return out;
}

/** webpack `resolve.alias` entries for the surfaces, after checking the sources use nothing beyond them. */
export function surfaceAliases(sourceDirs: string[]): Record<string, string> {
  const texts = sourceDirs.flatMap((dir) => sourceTexts(dir));
  const aliases: Record<string, string> = {};
  for (const [name, surface] of Object.entries(SURFACES)) {
    const file = path.join(import.meta.dirname, surface);
    const offered = new Set(
      namedImports(fs.readFileSync(file, 'utf8').replace(/^export/m, 'import'), "[^']+"),
    );
    const missing = [...new Set(texts.flatMap((text) => namedImports(text, name)))].filter(
      (n) => !offered.has(n),
    );
    if (missing.length) {
      throw new Error(
        `${name}: ${missing.join(', ')} not offered by ${path.relative(process.cwd(), file)}; add them there`,
      );
    }
    aliases[`${name}$`] = file;
  }
  return aliases;
}
