// The deposit's first step (spec 000 §2 depositv2; spec 001 §7 wallet): the merchant's payment
// channels, amount chips and a free entry within the channel's limits (engine depositChips,
// checkAmount), and the submit that makes the order. The order list is read again at once, so the
// new order is listed when the sheet closes.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { depositChips, type ActionValue } from '../../../../engine';
import { Button } from '../../../components/button';
import { ChoiceChips } from '../../../components/choice-chips';
import { gatewayQueryKey, useApiErrorMessage, useGatewayMutation } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AmountInput } from '../money-inputs';
import { useAmountField } from '../use-amount-field';
import { usePageFormats } from '../use-page-tools';

type Channel = ActionValue<'depositChannels'>['list'][number];
export type CreatedDeposit = ActionValue<'createDeposit'>;

export function DepositForm({
  channels,
  onCreated,
}: {
  channels: readonly Channel[];
  onCreated: (created: CreatedDeposit) => void;
}) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const [channelCode, setChannelCode] = useState(channels[0].code);
  const channel = channels.find((each) => each.code === channelCode) ?? channels[0];
  const field = useAmountField({ min: channel.min, max: channel.max });
  const queryClient = useQueryClient();
  const create = useGatewayMutation('createDeposit', {
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('depositOrders') });
      onCreated(created);
    },
  });

  const submit = () => {
    const amount = field.take();
    if (amount) create.mutate({ channel: channel.code, amount });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3>{t('wallet.deposit.channel')}</h3>
      <ChoiceChips
        label={t('wallet.deposit.channel')}
        chips={channels.map((each) => ({ value: each.code, label: each.name }))}
        selected={channel.code}
        onSelect={(code) => {
          setChannelCode(code);
          create.reset();
        }}
      />
      <h3>{t('common.amount')}</h3>
      <ChoiceChips
        label={t('wallet.deposit.chips')}
        chips={depositChips(channel.min, channel.max).map((chip) => ({
          value: chip,
          label: money(chip),
        }))}
        selected={field.plain}
        onSelect={field.choose}
      />
      <AmountInput
        field={field}
        label={t('wallet.deposit.amount', { currency: channel.currency })}
        hint={t('wallet.deposit.limits', {
          min: money(channel.min),
          max: money(channel.max),
          fee: channel.feeRate,
        })}
      />
      <Button type="submit" pending={create.isPending}>
        {t('wallet.deposit.submit')}
      </Button>
      {create.isError && <p role="alert">{errorMessage(create.error)}</p>}
    </form>
  );
}
