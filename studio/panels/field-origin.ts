// Where a field's value comes from (the skin's own, a parent's, the schema's default, unset) as
// its frame says it, and the reset the frame offers for the skin's own value.
import { resetOwn, resolveAt, type ValueOrigin } from '../model/skin-values';
import type { FieldEnvironment } from './field-environment';

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

/** What a value's frame says of its origin, with the reset it offers. */
export function originProps(
  environment: FieldEnvironment,
  pointer: string,
  label: string,
  origin: ValueOrigin,
) {
  return {
    origin: originText(environment, origin),
    ...resetOf(environment, pointer, label, origin),
  };
}
