/**
 * The first error in Astro's build output. Astro's loaders log some errors and go on (a YAML
 * list that cannot be read becomes an empty collection), so any error line fails the build.
 */
export function astroError(output: string): string | undefined {
  return output
    .split('\n')
    .find((line) => /\[ERROR\]|^\s*error\s|Error:/.test(line))
    ?.trim();
}
