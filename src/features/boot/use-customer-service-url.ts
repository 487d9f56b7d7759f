// Where the customer-service button leads ('' for nowhere): the permission's customer service, else
// the skin's link (engine customerServiceUrl). A module of its own so the rule travels with the
// buttons that use it (the header, the status pages, the agent centre), not with boot.
import { customerServiceUrl } from '../../../engine';
import { useSkin } from '../../lib/skin/skin-context';
import { useBoot } from './boot-context';

export function useCustomerServiceUrl(): string {
  const { links, features, api } = useSkin();
  return customerServiceUrl(
    useBoot().permission?.info?.customerService,
    links.customerService,
    features.chat.on,
    api.baseUrl.replace(/\/$/, ''),
  );
}
