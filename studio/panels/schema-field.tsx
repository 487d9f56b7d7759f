// One value of skin.json, edited with the control its schema node calls for (model/field-kind.ts)
// inside its frame (label, origin and reset, description, the engine's issues). Objects, lists and
// typed unions draw their parts with this same component, so the whole panel follows the schema.
import type { ReactNode } from 'react';
import {
  AA_TEXT_CONTRAST,
  CONTRAST_PAIRS,
  contrastRatio,
  formatIssue,
  offeredModes,
  type ThemeMode,
} from '../../engine';
import type { JsonValue, SchemaTree } from '../api/wire';
import { AssetInput } from '../components/asset-input';
import { ChoiceSelect } from '../components/choice-select';
import { ColourInput } from '../components/colour-input';
import { ContrastTable } from '../components/contrast-table';
import { describedBy, FieldFrame } from '../components/field-frame';
import { JsonInput } from '../components/json-input';
import { OrderedChoices } from '../components/ordered-choices';
import { TextInput } from '../components/text-input';
import { ToggleInput } from '../components/toggle-input';
import { fieldKind, starterValue, type FieldKind } from '../model/field-kind';
import { issuesAt, controlId } from '../model/issue-places';
import { childPointer, isObject, pointerOf, tokensOf } from '../model/json-pointer';
import { exampleOf, labelOf } from '../model/labels';
import { moveEntry } from '../model/move-entry';
import { resetOwn, resolveAt, valueAt, type ValueOrigin } from '../model/skin-values';
import { useFieldEnvironment, type FieldEnvironment } from './field-environment';

export interface SchemaFieldProps {
  pointer: string;
  schema: SchemaTree;
  label: string;
  /** A top-level property of a panel: an object then reads as a section under a heading. */
  section?: boolean;
}

/** Controls that hold other values: their frame also lists the issues of what is inside. */
const COMPOSITE: ReadonlySet<FieldKind['kind']> = new Set(['ordered-choices', 'json']);

function originText({ t }: FieldEnvironment, origin: ValueOrigin): string {
  if (origin.kind === 'own') return t('field.own');
  if (origin.kind === 'parent') return t('field.inherited', { id: origin.id });
  return origin.kind === 'default' ? t('field.default') : t('field.unset');
}

/** The reset the frame offers: only for the skin's own value, when something stands behind it. */
function resetOf(
  environment: FieldEnvironment,
  pointer: string,
  label: string,
  origin: ValueOrigin,
) {
  if (origin.kind !== 'own' || /\/\d+(\/|$)/.test(pointer)) return {};
  const behind = resolveAt(
    { ...environment.sources, own: resetOwn(environment.sources.own, pointer) },
    pointer,
  );
  if (behind.origin.kind === 'unset') return {};
  const { t } = environment;
  return {
    resetText: t('field.reset'),
    resetLabel:
      behind.origin.kind === 'parent'
        ? t('field.resetInherited', { label })
        : t('field.resetDefault', { label }),
    onReset: () => environment.reset(pointer),
  };
}

export function SchemaField({ pointer, schema, label, section }: SchemaFieldProps) {
  const environment = useFieldEnvironment();
  const kind = fieldKind(schema);
  if (kind.kind === 'object') {
    return <ObjectField pointer={pointer} schema={schema} label={label} section={section} />;
  }
  if (kind.kind === 'list') {
    return <ListField pointer={pointer} schema={schema} label={label} item={kind.item} />;
  }
  if (kind.kind === 'union') {
    return <UnionField pointer={pointer} schema={schema} label={label} kind={kind} />;
  }

  const { t, set } = environment;
  const { value, origin } = resolveAt(environment.sources, pointer);
  const id = controlId(environment.file, pointer);
  const issues = issuesAt(environment.issues, pointer, COMPOSITE.has(kind.kind));
  const invalid = issues.some((issue) => issue.severity === 'error');
  const described = describedBy(id, Boolean(schema.description), issues);
  const example = exampleOf(schema.examples);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const common = { id, describedBy: described, invalid };

  let control: ReactNode;
  switch (kind.kind) {
    case 'toggle':
      control = (
        <ToggleInput
          {...common}
          checked={value === true}
          onChange={(checked) => set(pointer, checked)}
        />
      );
      break;
    case 'choice': {
      const options = kind.options.map((option) => ({
        value: String(option),
        label: String(option),
      }));
      if (value !== undefined && !kind.options.includes(value as string)) {
        options.unshift({ value: text, label: text || t('field.none') });
      }
      control = (
        <ChoiceSelect
          {...common}
          value={text}
          options={options}
          onChange={(chosen) =>
            set(pointer, kind.options.find((option) => String(option) === chosen) ?? chosen)
          }
        />
      );
      break;
    }
    case 'colour':
      control = (
        <ColourInput
          {...common}
          value={text}
          pickerLabel={t('colour.picker', { label })}
          onChange={(colour) => set(pointer, colour)}
        />
      );
      break;
    case 'asset':
      control = (
        <AssetInput
          {...common}
          value={text}
          assets={environment.assets}
          uploadLabel={t('asset.upload', { label })}
          onChange={(path) => set(pointer, path)}
          onUpload={environment.upload}
          texts={{
            uploading: t('asset.uploading'),
            uploaded: (path) => t('asset.uploaded', { path }),
            failed: (error) => t('asset.failed', { error }),
          }}
        />
      );
      break;
    case 'ordered-choices':
      control = (
        <OrderedChoices
          id={id}
          describedBy={described}
          value={Array.isArray(value) ? value.map(String) : []}
          options={kind.options}
          texts={{
            shown: (option) => t('order.shown', { option }),
            up: (option) => t('order.up', { option }),
            down: (option) => t('order.down', { option }),
          }}
          onChange={(next) => set(pointer, next)}
        />
      );
      break;
    case 'json':
      control = (
        <JsonInput
          {...common}
          value={value}
          invalidText={(error) => t('json.invalid', { error })}
          onChange={(next) => set(pointer, next as JsonValue)}
        />
      );
      break;
    case 'number':
      control = (
        <TextInput
          {...common}
          value={text}
          inputMode={kind.integer ? 'numeric' : 'decimal'}
          placeholder={example && t('field.example', { example })}
          onChange={(typed) =>
            set(
              pointer,
              typed.trim() !== '' && !Number.isNaN(Number(typed)) ? Number(typed) : typed,
            )
          }
        />
      );
      break;
    default:
      control = (
        <TextInput
          {...common}
          value={text}
          placeholder={example && t('field.example', { example })}
          suggestions={kind.kind === 'route' ? environment.routes : undefined}
          onChange={(typed) => set(pointer, typed)}
        />
      );
  }
  return (
    <FieldFrame
      id={id}
      label={label}
      description={schema.description}
      origin={originText(environment, origin)}
      issues={issues}
      group={kind.kind === 'ordered-choices'}
      {...resetOf(environment, pointer, label, origin)}
    >
      {kind.kind === 'ordered-choices' && <p className="hint">{t('order.hint')}</p>}
      {control}
    </FieldFrame>
  );
}

function ObjectField({ pointer, schema, label, section }: SchemaFieldProps) {
  const environment = useFieldEnvironment();
  const id = controlId(environment.file, pointer);
  const issues = issuesAt(environment.issues, pointer);
  const parts = (
    <>
      {Object.entries(schema.properties ?? {}).map(([key, property]) => (
        <SchemaField
          key={key}
          pointer={childPointer(pointer, key)}
          schema={property}
          label={labelOf(key)}
        />
      ))}
      {isTokenSet(schema) && <ContrastVerdicts pointer={pointer} />}
    </>
  );
  if (!section) {
    return (
      <FieldFrame id={id} label={label} description={schema.description} issues={issues} group>
        {parts}
      </FieldFrame>
    );
  }
  return (
    <section className="property" aria-labelledby={id}>
      <h3 id={id} tabIndex={-1}>
        {label}
      </h3>
      {schema.description && <p className="description">{schema.description}</p>}
      {issues.map((issue, index) => (
        <p key={index} className={`issue issue-${issue.severity}`}>
          {formatIssue(issue)}
        </p>
      ))}
      {parts}
    </section>
  );
}

/** An object of colour tokens that holds every pair the contrast rule checks: one mode's tokens. */
const isTokenSet = (schema: SchemaTree) =>
  CONTRAST_PAIRS.every(({ text, on }) => schema.properties?.[text] && schema.properties[on]);

function ContrastVerdicts({ pointer }: { pointer: string }) {
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

function ListField({ pointer, schema, label, item }: SchemaFieldProps & { item: SchemaTree }) {
  const environment = useFieldEnvironment();
  const { t, set } = environment;
  const { value, origin } = resolveAt(environment.sources, pointer);
  const items = Array.isArray(value) ? value : [];
  const id = controlId(environment.file, pointer);
  const change = (next: JsonValue[]) => set(pointer, next);
  const move = (index: number, by: -1 | 1) => {
    const moved = moveEntry(items, index, by);
    if (moved) change(moved);
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      description={schema.description}
      origin={originText(environment, origin)}
      issues={issuesAt(environment.issues, pointer)}
      group
      {...resetOf(environment, pointer, label, origin)}
    >
      {items.length === 0 && <p className="hint">{t('list.empty')}</p>}
      <ol className="list">
        {items.map((_, index) => (
          <li key={index}>
            <div className="list-actions">
              <button type="button" aria-disabled={index === 0} onClick={() => move(index, -1)}>
                {t('list.up', { number: index + 1 })}
              </button>
              <button
                type="button"
                aria-disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                {t('list.down', { number: index + 1 })}
              </button>
              <button type="button" onClick={() => change(items.filter((__, at) => at !== index))}>
                {t('list.remove', { number: index + 1 })}
              </button>
            </div>
            <SchemaField
              pointer={childPointer(pointer, index)}
              schema={item}
              label={t('list.item', { label, number: index + 1 })}
            />
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => change([...items, starterValue(item) as JsonValue])}>
        {t('list.add', { label })}
      </button>
    </FieldFrame>
  );
}

function UnionField({
  pointer,
  schema,
  label,
  kind,
}: SchemaFieldProps & { kind: Extract<FieldKind, { kind: 'union' }> }) {
  const environment = useFieldEnvironment();
  const { t, set } = environment;
  const { value, origin } = resolveAt(environment.sources, pointer);
  const id = controlId(environment.file, pointer);
  const issues = issuesAt(environment.issues, pointer);
  const tag = isObject(value) ? String(value[kind.discriminator] ?? '') : '';
  const chosen = kind.alternatives.find((alternative) => alternative.tag === tag);
  const options = [
    ...(kind.nullable ? [{ value: '', label: t('union.none') }] : []),
    ...kind.alternatives.map((alternative) => {
      const about = alternative.schema.properties?.[kind.discriminator]?.description;
      return {
        value: alternative.tag,
        label: about ? `${alternative.tag} — ${about}` : alternative.tag,
      };
    }),
  ];
  const choose = (next: string) => {
    const alternative = kind.alternatives.find((candidate) => candidate.tag === next);
    set(pointer, alternative ? (starterValue(alternative.schema) as JsonValue) : null);
  };
  return (
    <FieldFrame
      id={`${id}-kind`}
      label={t('union.kind', { label })}
      description={schema.description}
      origin={originText(environment, origin)}
      issues={issues}
      {...resetOf(environment, pointer, label, origin)}
    >
      <ChoiceSelect
        id={`${id}-kind`}
        value={tag}
        options={options}
        describedBy={describedBy(`${id}-kind`, Boolean(schema.description), issues)}
        invalid={issues.some((issue) => issue.severity === 'error')}
        onChange={choose}
      />
      {chosen &&
        Object.entries(chosen.schema.properties ?? {})
          .filter(([key]) => key !== kind.discriminator)
          .map(([key, property]) => (
            <SchemaField
              key={key}
              pointer={childPointer(pointer, key)}
              schema={property}
              label={labelOf(key)}
            />
          ))}
    </FieldFrame>
  );
}
