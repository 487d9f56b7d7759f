// One value of skin.json, edited with the control its schema node calls for (model/field-kind.ts)
// inside its frame (label, origin and reset, description, the engine's issues): a leaf value
// through scalar-field.tsx; objects, lists and typed unions here, drawing their parts with this
// same component, so the whole panel follows the schema.
import { formatIssue } from '../../engine';
import type { JsonValue, SchemaTree } from '../api/wire';
import { ChoiceSelect } from '../components/choice-select';
import { describedBy, FieldFrame } from '../components/field-frame';
import { fieldKind, starterValue, type FieldKind } from '../model/field-kind';
import { controlId, issuesAt } from '../model/issue-places';
import { childPointer, isObject } from '../model/json-pointer';
import { labelOf } from '../model/labels';
import { moveEntry } from '../model/move-entry';
import { resolveAt } from '../model/skin-values';
import { ContrastVerdicts, isTokenSet } from './contrast-verdicts';
import { useFieldEnvironment } from './field-environment';
import { originProps } from './field-origin';
import { ScalarField } from './scalar-field';

export interface SchemaFieldProps {
  pointer: string;
  schema: SchemaTree;
  label: string;
  /** A top-level property of a panel: an object then reads as a section under a heading. */
  section?: boolean;
}

export function SchemaField({ pointer, schema, label, section }: SchemaFieldProps) {
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

  return <ScalarField pointer={pointer} schema={schema} label={label} kind={kind} />;
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
      issues={issuesAt(environment.issues, pointer)}
      group
      {...originProps(environment, pointer, label, origin)}
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
      issues={issues}
      {...originProps(environment, pointer, label, origin)}
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
