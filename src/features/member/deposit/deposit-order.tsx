// The deposit's second step (spec 001 §7 wallet): the order made, waiting for its payment. For PIX
// its QR code to scan with the bank's app and the code to copy (what the QR carries, for paying
// on this phone), the time it must be paid by, the provider's page, and where it stands: "I have
// paid" reads the order list again (the socket's balance event does too when the provider pays).
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, buttonLook } from '../../../components/button';
import { QrCode } from '../../../components/qr-code';
import { useGatewayQuery } from '../../../lib/api';
import { copyText } from '../../../lib/browser/copy-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePageFormats } from '../use-page-tools';
import type { CreatedDeposit } from './deposit-form';

/** The first page of the order list, where a new order is (newest first). */
export const NEWEST_ORDERS = { pageNo: 1, pageSize: 10 } as const;

/** The provider's page is the step's main action: a link that reads as the primary button. */
const PayLink = styled.a`
  ${buttonLook('primary')}
  text-decoration: none;
`;

export function DepositOrder({ created }: { created: CreatedDeposit }) {
  const { t } = useTranslation();
  const { dateTime } = usePageFormats();
  const { order, payUrl } = created;
  const orders = useGatewayQuery('depositOrders', NEWEST_ORDERS);
  const [copied, setCopied] = useState(false);
  // The form's submit that brought this step is gone: focus comes here, inside the sheet.
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => statusRef.current?.focus(), []);
  const status = orders.data?.list.find((each) => each.id === order.id)?.status ?? order.status;
  return (
    <div className="order">
      <p role="status" tabIndex={-1} ref={statusRef}>
        {status === 'pending'
          ? t('wallet.deposit.created', { orderNo: order.orderNo })
          : t('wallet.deposit.orderStatus', {
              orderNo: order.orderNo,
              status: t(`wallet.deposit.status.${status}`),
            })}
      </p>
      {order.channel === 'PIX' && (
        <>
          <QrCode url={payUrl} label={t('wallet.deposit.pay')} />
          <Button
            variant="secondary"
            onClick={() => void copyText(payUrl).then(setCopied)}
            aria-describedby={copied ? 'deposit-copied' : undefined}
          >
            {t('wallet.deposit.copyCode')}
          </Button>
          {copied && (
            <span id="deposit-copied" role="status">
              {t('common.copySuccess')}
            </span>
          )}
        </>
      )}
      <p>{t('wallet.deposit.expires', { time: dateTime(order.expiresAt) })}</p>
      <PayLink href={payUrl} target="_blank" rel="noopener">
        {t('wallet.deposit.pay')}
      </PayLink>
      {/* Always there and never disabled: the focus on it stays in the sheet as the status moves. */}
      <Button variant="ghost" onClick={() => void orders.refetch()}>
        {t('wallet.deposit.checkPaid')}
      </Button>
    </div>
  );
}
