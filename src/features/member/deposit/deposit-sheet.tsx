// Deposit as one focused sheet (spec 000 §2 depositv2; spec 001 §7 wallet): a dialog on a wide
// screen, a bottom sheet taking a phone's screen (ModalFrame's `sheet`), opened by the header's
// deposit button, the phone's tab bar and the member centre's deposit page. The amount and
// channel first, then the order with its PIX QR code. Closing after an order goes to the deposit
// page, where the order is listed; focus goes back to what opened the sheet (ModalFrame).
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { memberPagePath } from '../../../../engine';
import { LoadState } from '../../../components/load-state';
import { ModalFrame } from '../../../components/modal-frame';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../../modals/modal-types';
import { useLoadState } from '../use-page-tools';
import { DepositForm, type CreatedDeposit } from './deposit-form';
import { DepositOrder } from './deposit-order';
import { SHEET_CLOSED } from './sheet-closed';

const Content = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  form,
  .order {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
    justify-items: start;
  }
  form > * {
    justify-self: stretch;
  }
  h3,
  p {
    margin: 0;
  }
`;

export function DepositSheet({ close }: ModalBodyProps) {
  const { t } = useTranslation();
  const loadState = useLoadState();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const channels = useGatewayQuery('depositChannels', {});
  const [created, setCreated] = useState<CreatedDeposit | null>(null);
  const closeSheet = () => {
    close();
    const depositPage = memberPagePath('depositv2');
    if (created && `${pathname}${search}` !== depositPage) {
      void navigate(depositPage, { state: SHEET_CLOSED });
    }
  };
  return (
    <ModalFrame title={t('member.depositv2')} size="sheet" onClose={closeSheet}>
      <Content>
        {created ? (
          <DepositOrder created={created} />
        ) : (
          <LoadState {...loadState(channels, (data) => data.list.length === 0)}>
            {channels.data && <DepositForm channels={channels.data.list} onCreated={setCreated} />}
          </LoadState>
        )}
      </Content>
    </ModalFrame>
  );
}
