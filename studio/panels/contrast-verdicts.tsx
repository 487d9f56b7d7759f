// The contrast verdicts under one theme mode's colour tokens: each pair the engine's contrast rule
// checks, its ratio against AA, and whether players see that mode at all.
import {
  AA_TEXT_CONTRAST,
  CONTRAST_PAIRS,
  contrastRatio,
  offeredModes,
  type ThemeMode,
} from '../../engine';
import type { SchemaTree } from '../api/wire';
import { ContrastTable } from '../components/contrast-table';
import { childPointer, pointerOf, tokensOf } from '../model/json-pointer';
import { valueAt } from '../model/skin-values';
import { useFieldEnvironment } from './field-environment';

/** An object of colour tokens that holds every pair the contrast rule checks: one mode's tokens. */
export const isTokenSet = (schema: SchemaTree) =>
  CONTRAST_PAIRS.every(({ text, on }) => schema.properties?.[text] && schema.properties[on]);

export function ContrastVerdicts({ pointer }: { pointer: string }) {
  const environment = useFieldEnvironment();
  const { t, sources } = environment;
  const tokens = tokensOf(pointer);
  const mode = tokens[tokens.length - 1] as ThemeMode;
  // The theme holds the tokens (`/theme/tokens/<mode>`): its mode settings say what players see.
  const theme = pointerOf(tokens.slice(0, -2));
  const offered = offeredModes({
    defaultMode: valueAt(sources, `${theme}/defaultMode`) as ThemeMode,
    allowToggle: valueAt(sources, `${theme}/allowToggle`) === true,
  });
  const colour = (token: string) => String(valueAt(sources, childPointer(pointer, token)) ?? '');
  const rows = CONTRAST_PAIRS.map(({ text, on }) => {
    const [textColour, onColour] = [colour(text), colour(on)];
    const whole = [textColour, onColour].every((value) => /^#[0-9a-fA-F]{6}$/.test(value));
    const ratio = whole ? contrastRatio(textColour, onColour) : undefined;
    return {
      text,
      on,
      textColour,
      onColour,
      ratio,
      passes: ratio !== undefined && ratio >= AA_TEXT_CONTRAST,
    };
  });
  const modeName = mode === 'dark' || mode === 'light' ? t(`mode.${mode}`) : mode;
  return (
    <ContrastTable
      caption={t('contrast.heading', { mode: modeName })}
      rows={rows}
      checked={offered.includes(mode)}
      texts={{
        pair: t('contrast.pair'),
        sample: t('contrast.sample'),
        ratio: t('contrast.ratio'),
        verdict: t('contrast.verdict'),
        on: (text, on) => t('contrast.on', { text, on }),
        pass: t('contrast.pass', { minimum: AA_TEXT_CONTRAST }),
        fail: t('contrast.fail', { minimum: AA_TEXT_CONTRAST }),
        unchecked: t('contrast.unchecked'),
      }}
    />
  );
}
