// The copy button beside a member's ID (spec 000 §2 securityCenter, referral; spec 001 §8: a
// success dialog 'copy success'), and the same for any text (the referral link).
import { CopyTextButton } from '../modals/copy-text-button';

export { CopyTextButton };

export function CopyIdButton({ id }: { id: number }) {
  return <CopyTextButton text={String(id)} />;
}
