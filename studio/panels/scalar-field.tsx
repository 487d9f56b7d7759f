// A leaf value of skin.json in its frame: the control its schema node calls for (toggle, choice,
// colour, asset, ordered choices, JSON, number, text or route), its origin, reset and issues.
import type { ReactNode } from 'react';
import type { JsonValue, SchemaTree } from '../api/wire';
import { AssetInput } from '../components/asset-input';
import { ChoiceSelect } from '../components/choice-select';
import { ColourInput } from '../components/colour-input';
import { describedBy, FieldFrame } from '../components/field-frame';
import { JsonInput } from '../components/json-input';
import { OrderedChoices } from '../components/ordered-choices';
import { TextInput } from '../components/text-input';
import { ToggleInput } from '../components/toggle-input';
import type { FieldKind } from '../model/field-kind';
import { controlId, issuesAt } from '../model/issue-places';
import { exampleOf } from '../model/labels';
import { resolveAt } from '../model/skin-values';
import { useFieldEnvironment } from './field-environment';
import { originProps } from './field-origin';

/** A kind that holds no other fields of its own (schema-field.tsx draws those). */
export type LeafKind = Exclude<FieldKind, { kind: 'object' | 'list' | 'union' }>;

/** Controls that hold other values: their frame also lists the issues of what is inside. */
const COMPOSITE: ReadonlySet<FieldKind['kind']> = new Set(['ordered-choices', 'json']);

export function ScalarField({
  pointer,
  schema,
  label,
  kind,
}: {
  pointer: string;
  schema: SchemaTree;
  label: string;
  kind: LeafKind;
}) {
  const environment = useFieldEnvironment();
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
      issues={issues}
      group={kind.kind === 'ordered-choices'}
      {...originProps(environment, pointer, label, origin)}
    >
      {kind.kind === 'ordered-choices' && <p className="hint">{t('order.hint')}</p>}
      {control}
    </FieldFrame>
  );
}
