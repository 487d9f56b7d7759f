// `skinforge init <id> [--from <id>] [--age 18|21] [--locale pt|en] [--merchant-code <code>]`:
// scaffold skins/<id>/ by copying the template folder (or another skin's folder), then validate
// what was written. It refuses a malformed or existing id before touching the disk, writes into a
// temporary folder and renames it into place, and removes it again if validation fails — so a
// refused or failed init changes nothing (Docusaurus's create-docusaurus works the same way).
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  hasErrors,
  LOCALES,
  MERCHANT_CODE_PATTERN,
  MINIMUM_AGES,
  parseJsonSource,
  SKIN_ID_MAX_LENGTH,
  SKIN_ID_PATTERN,
  type Locale,
  type MinimumAge,
} from '../../engine';
import { listSkinIds, loadSkin } from '../../loader/skin-loader';
import type { CliIo } from '../io';
import { createLogger, plural } from '../logger';
import { customiseSkinJson, merchantCodeOf } from './init-skin-json';
import { resolveSkinsDir, unknownSkinMessage } from './select-skins';

export interface InitOptions {
  from?: string;
  age?: string;
  locale?: string;
  merchantCode?: string;
  skinsDir: string;
}

const TEMPLATE_DIR = fileURLToPath(new URL('../../templates/skin', import.meta.url));
const SCHEMA_FILE = fileURLToPath(new URL('../../schemas/skin.schema.json', import.meta.url));

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

function checkOptions(
  id: string,
  options: InitOptions,
): Checked<{ age?: MinimumAge; locale?: Locale; merchantCode: string }> {
  if (!SKIN_ID_PATTERN.test(id) || id.length > SKIN_ID_MAX_LENGTH) {
    return {
      ok: false,
      message: `"${id}" is not a valid skin id: use lowercase letters, digits and single hyphens, starting with a letter, at most ${SKIN_ID_MAX_LENGTH} characters (e.g. "acme-br").`,
    };
  }
  const age = MINIMUM_AGES.find((known) => String(known) === options.age);
  if (options.age !== undefined && age === undefined) {
    const ages = MINIMUM_AGES.join(' or ');
    return { ok: false, message: `--age must be ${ages} (got "${options.age}").` };
  }
  const locale = LOCALES.find((known) => known === options.locale);
  if (options.locale !== undefined && locale === undefined) {
    const locales = LOCALES.join(' or ');
    return { ok: false, message: `--locale must be ${locales} (got "${options.locale}").` };
  }
  const merchantCode = options.merchantCode ?? merchantCodeOf(id);
  if (!MERCHANT_CODE_PATTERN.test(merchantCode)) {
    return {
      ok: false,
      message: `--merchant-code must be 2 to 32 uppercase letters, digits or underscores (got "${merchantCode}").`,
    };
  }
  return {
    ok: true,
    value: {
      merchantCode,
      age,
      locale,
    },
  };
}

const exists = async (file: string) => Boolean(await stat(file).catch(() => undefined));

export async function init(id: string, options: InitOptions, io: CliIo): Promise<number> {
  const logger = createLogger(io);
  const skinsDir = resolveSkinsDir(io, options.skinsDir);
  const target = path.join(skinsDir, id);
  const shown = path.join(options.skinsDir, id);
  const checked = checkOptions(id, options);
  if (!checked.ok) {
    logger.error(checked.message);
    return 1;
  }
  if (await exists(target)) {
    logger.error(
      `${shown} already exists; init never overwrites. Pick another id or remove the folder.`,
    );
    return 1;
  }
  const known = await listSkinIds(skinsDir);
  if (options.from !== undefined && !known.includes(options.from)) {
    logger.error(unknownSkinMessage(options.from, options.skinsDir, known));
    return 1;
  }
  const sourceDir = options.from === undefined ? TEMPLATE_DIR : path.join(skinsDir, options.from);
  const sourceText = await readFile(path.join(sourceDir, 'skin.json'), 'utf8');
  const parsed = parseJsonSource(sourceText);
  if (
    !parsed.ok ||
    parsed.value === null ||
    typeof parsed.value !== 'object' ||
    Array.isArray(parsed.value)
  ) {
    logger.error(
      `${options.from ?? 'the template'}'s skin.json is not valid JSON; run skinforge validate ${options.from ?? ''} first.`,
    );
    return 1;
  }

  await mkdir(skinsDir, { recursive: true });
  const staging = path.join(skinsDir, `.skinforge-tmp-init-${id}-${process.pid}-${Date.now()}`);
  try {
    await cp(sourceDir, staging, {
      recursive: true,
      filter: (file) => !path.basename(file).startsWith('.'),
    });
    await mkdir(path.join(staging, 'i18n'), { recursive: true });
    await mkdir(path.join(staging, 'assets'), { recursive: true });
    for (const locale of ['pt', 'en']) {
      const dictionary = path.join(staging, 'i18n', `${locale}.json`);
      if (!(await exists(dictionary))) await writeFile(dictionary, '{}\n');
    }
    const skin = customiseSkinJson(parsed.value as Record<string, unknown>, {
      id,
      ...checked.value,
      schemaPath: path.relative(target, SCHEMA_FILE).split(path.sep).join('/'),
      renameBrand: options.from === undefined,
    });
    await writeFile(path.join(staging, 'skin.json'), `${JSON.stringify(skin, null, 2)}\n`);
    if (await exists(target)) {
      throw new Error(`${shown} appeared while init was writing; nothing was changed.`);
    }
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    logger.error(error instanceof Error ? error.message : String(error));
    return 1;
  }

  const loaded = await loadSkin(skinsDir, id, { cwd: io.cwd });
  for (const issue of loaded.issues) logger.issue(issue);
  if (hasErrors(loaded.issues)) {
    await rm(target, { recursive: true, force: true });
    logger.error(`The new skin did not validate, so ${shown} was removed again.`);
    return 1;
  }
  const origin = options.from === undefined ? 'the template' : `skin "${options.from}"`;
  logger.success(
    `Created ${shown} from ${origin} (merchant code ${checked.value.merchantCode}) and validated it${loaded.issues.length ? ` (${plural(loaded.issues.length, 'warning')})` : ''}.`,
  );
  logger.info(
    `Next: edit ${path.join(shown, 'skin.json')}, then \`skinforge validate ${id}\` and \`skinforge dev ${id}\`.`,
  );
  return 0;
}
