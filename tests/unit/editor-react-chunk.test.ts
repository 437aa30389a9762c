/**
 * The editor's one React: Sveltia loads its React renderer from beside its script, and ours is published in its
 * place (src/editor/preview-bundle.ts). An upgrade of Sveltia that renames that file, or what it exports, would
 * have the editor load two Reacts (57.9 KB more, past its budget): this fails first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '#/config/paths.ts';
import { SVELTIA_REACT_CHUNK } from '#/editor/preview-bundle.ts';
import { SVELTIA_SCRIPT } from '#/editor/sveltia-files.ts';

const CHUNKS = 'node_modules/@sveltia/cms/dist/chunks';
const chunkFile = SVELTIA_REACT_CHUNK.slice(`${paths.editor}/chunks/`.length);

describe("Sveltia's React renderer", () => {
  it('is still its chunk of that name, exporting only createRoot', () => {
    expect(readdirSync(CHUNKS).filter((file) => file.endsWith('.js'))).toContain(chunkFile);
    const exported = /export\s*\{([^}]*)\}\s*;?\s*(?:\/\/[^\n]*\s*)?$/.exec(
      readFileSync(`${CHUNKS}/${chunkFile}`, 'utf8'),
    );
    expect(
      exported?.[1]?.split(',').map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1),
      ),
    ).toEqual(['createRoot']);
  });

  it('is loaded by that name', () => {
    expect(readFileSync(SVELTIA_SCRIPT, 'utf8')).toContain(`\`${chunkFile.replace(/\.js$/, '')}\``);
  });
});
