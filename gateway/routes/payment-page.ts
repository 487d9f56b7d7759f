// The payment provider's page a deposit order is paid on (spec 000 §2 depositv2): a stand-in for
// the PIX, boleto or card provider a real operator sends players to, at its own path behind the
// order's secret. It shows the order and pays or cancels it; paying credits the wallet through the
// ledger in one transaction and tells the player's sockets the new balance, so the site's header
// changes without a reload.
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../context/gateway-deps';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import {
  cancelDepositOrder,
  depositOrderBySecret,
  depositOrderValue,
  payDepositOrder,
} from '../members/deposits';
import { memberLanguage } from '../store/member-profile';
import { escapeHtml, sendPage } from './html-page';

const TEXTS = {
  en: {
    title: 'Payment',
    order: 'Order',
    amount: 'Amount',
    fee: 'Fee',
    credited: 'Credited',
    pay: 'Pay',
    cancel: 'Cancel',
    paid: 'Payment received. You can close this window.',
    cancelled: 'Payment cancelled. You can close this window.',
    closed: 'This order is no longer waiting for payment.',
    unknown: 'There is no such order.',
  },
  pt: {
    title: 'Pagamento',
    order: 'Pedido',
    amount: 'Valor',
    fee: 'Taxa',
    credited: 'Creditado',
    pay: 'Pagar',
    cancel: 'Cancelar',
    paid: 'Pagamento recebido. Você pode fechar esta janela.',
    cancelled: 'Pagamento cancelado. Você pode fechar esta janela.',
    closed: 'Este pedido não está mais aguardando pagamento.',
    unknown: 'Este pedido não existe.',
  },
} as const;

export function registerPaymentPage(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.get<{ Params: { secret: string } }>('/pay/:secret', async (request, reply) => {
    const order = await depositOrderBySecret(deps.db, request.params.secret);
    if (!order) return sendPage(reply, 404, TEXTS.en.title, `<h1>${TEXTS.en.unknown}</h1>`);
    const language = (await memberLanguage(deps.db, order.member_id)) ?? 'pt';
    const text = TEXTS[language];
    const merchant = deps.merchants.resolve(order.merchant_code);
    const value = depositOrderValue(
      order,
      cashierOf(merchant.settings).depositChannels,
      language,
      deps.now(),
    );
    const money = (amount: string) => `${escapeHtml(value.currency)} ${escapeHtml(amount)}`;
    const open = value.status === 'pending';
    const body = `<h1>${escapeHtml(value.channelName)}</h1>
<p>${escapeHtml(merchant.name)}</p>
<dl><dt>${text.order}</dt><dd>${escapeHtml(value.orderNo)}</dd><dt>${text.amount}</dt><dd>${money(value.amount)}</dd><dt>${text.fee}</dt><dd>${money(value.fee)}</dd><dt>${text.credited}</dt><dd>${money(value.credited)}</dd></dl>
${open ? `<button id="pay" type="button">${text.pay} ${money(value.amount)}</button><button id="cancel" type="button">${text.cancel}</button>` : ''}
<p id="result" role="status" aria-live="polite">${open ? '' : text.closed}</p>`;
    const script = open
      ? `const answer = async (step, done) => {
  for (const button of document.querySelectorAll('button')) button.disabled = true;
  const reply = await fetch(location.pathname + '/' + step, { method: 'POST' }).then((response) => response.json());
  document.getElementById('result').textContent = reply.success ? done : reply.message;
};
document.getElementById('pay').addEventListener('click', () => answer('pay', ${JSON.stringify(text.paid)}));
document.getElementById('cancel').addEventListener('click', () => answer('cancel', ${JSON.stringify(text.cancelled)}));`
      : '';
    return sendPage(reply, 200, text.title, body, script, language);
  });

  scope.post<{ Params: { secret: string; step: string } }>(
    '/pay/:secret/:step',
    async (request, reply) => {
      const { step } = request.params;
      if (step !== 'pay' && step !== 'cancel') fail('NOT_FOUND');
      const order = await depositOrderBySecret(deps.db, request.params.secret);
      if (!order) fail('NOT_FOUND', { message: TEXTS.en.unknown });
      const now = deps.now();
      if (step === 'cancel') {
        await deps.db.transaction((tx) => cancelDepositOrder(tx, { orderId: order.id, now }));
        return reply.send({ success: true, message: 'OK', value: null });
      }
      const merchant = deps.merchants.resolve(order.merchant_code);
      const { utcOffsetMinutes } = cashierOf(merchant.settings);
      const paid = await deps.db.transaction((tx) =>
        payDepositOrder(tx, { order, now, utcOffsetMinutes }),
      );
      deps.events.toMember(paid.memberId, {
        type: 'balance',
        balance: paid.balance,
        currency: merchant.currency,
      });
      return reply.send({ success: true, message: 'OK', value: { credited: paid.credited } });
    },
  );
}
